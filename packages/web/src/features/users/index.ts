export { userActions } from './user-actions';
export { filterUsers, useUserFilter } from './user-filter';
export { RowLinks, UserFilterInput, userColumns } from './user-table';
export { userKeys, usersQuery } from './users-api';
export { UsersArea } from './users-area';
