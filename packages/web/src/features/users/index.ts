export { userActions } from './user-actions';
export { filterUsers, useUserFilter } from './user-filter';
export { FilteredUserTable, userColumns, userName } from './user-table';
export { usersQuery } from './users-api';
export { UsersArea } from './users-area';
