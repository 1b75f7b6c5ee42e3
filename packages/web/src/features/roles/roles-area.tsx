import { Navigate, Route, Routes } from 'react-router';
import { RoleDeleteDialog } from './role-delete-dialog';
import { RoleCreateDialog, RoleEditDialog } from './role-form-dialogs';
import { RoleListPage } from './role-list-page';

/** `/roles/*` (spec part 2 §2 Roles): the list, with the forms and the confirmation as dialogs over it. */
export function RolesArea() {
  return (
    <Routes>
      <Route path="/" element={<RoleListPage />}>
        <Route path="new" element={<RoleCreateDialog />} />
        <Route path=":id" element={<RoleEditDialog />} />
        <Route path=":id/delete" element={<RoleDeleteDialog />} />
      </Route>
      <Route path="*" element={<Navigate to="/roles" replace />} />
    </Routes>
  );
}
