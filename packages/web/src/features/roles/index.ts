export { roleActions, usersLockedReason } from './role-actions';
export { roleColumns } from './role-columns';
export { RoleSelect, type RoleSelectProps } from './role-select';
export { roleSelectorQuery } from './role-selector-query';
export { roleFromListQuery, roleQuery, rolesQuery } from './roles-api';
export { RolesArea } from './roles-area';
