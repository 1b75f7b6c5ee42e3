export { roleActions, usersLockedReason } from './role-actions';
export { roleFromListQuery, roleQuery, rolesQuery } from './roles-api';
export { RolesArea } from './roles-area';
