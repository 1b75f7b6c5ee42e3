import { Navigate, Route, Routes, useParams } from 'react-router';
import { RoleRoleAddDialog, RoleRoleRemoveDialog } from './role-role-dialogs';
import { RoleRolesPage } from './role-roles-page';
import { RoleUserAddDialog, RoleUserRemoveDialog } from './role-user-dialogs';
import { RoleUsersPage } from './role-users-page';

function ToRoot({ area }: { area: 'role-users' | 'role-roles' }) {
  const { roleId = '' } = useParams();
  return <Navigate to={`/${area}/${roleId}`} replace />;
}

/** `/role-users/{roleId}/*` (spec part 2 §2 Roles): the users of a role; add and remove are dialogs. */
export function RoleUsersArea() {
  return (
    <Routes>
      <Route path="/" element={<RoleUsersPage />}>
        <Route path="add" element={<RoleUserAddDialog />} />
        <Route path=":userId/remove" element={<RoleUserRemoveDialog />} />
      </Route>
      <Route path="*" element={<ToRoot area="role-users" />} />
    </Routes>
  );
}

/** `/role-roles/{roleId}/*` (spec part 2 §2 Roles): the roles inside a role; add and remove are dialogs. */
export function RoleRolesArea() {
  return (
    <Routes>
      <Route path="/" element={<RoleRolesPage />}>
        <Route path="add" element={<RoleRoleAddDialog />} />
        <Route path=":role2Id/remove" element={<RoleRoleRemoveDialog />} />
      </Route>
      <Route path="*" element={<ToRoot area="role-roles" />} />
    </Routes>
  );
}
