export { roleActions, usersLockedReason } from './role-actions';
export { roleColumns } from './role-columns';
export { roleFromListQuery, roleQuery, rolesQuery } from './roles-api';
export { RolesArea } from './roles-area';
