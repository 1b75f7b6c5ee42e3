export { RoleRolesArea, RoleUsersArea } from './user-roles-areas';
