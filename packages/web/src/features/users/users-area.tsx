import { Navigate, Route, Routes } from 'react-router';
import { ChangePasswordDialog } from './change-password-dialog';
import { UserDeleteDialog } from './user-delete-dialog';
import { UserEraseDialog } from './user-erase-dialog';
import { UserExportDataDialog } from './user-export-data-dialog';
import { UserCreateDialog, UserEditDialog } from './user-form-dialogs';
import { UserImportPage } from './user-import-page';
import { UserListPage } from './user-list-page';
import { UserRolesDialog } from './user-roles-dialog';

/**
 * `/users/*` (spec part 2 §2 Users). The forms and confirmations are dialogs over the list (child
 * routes), so that the list keeps its filter and scroll position; the import is a page of its own.
 */
export function UsersArea() {
  return (
    <Routes>
      <Route path="import" element={<UserImportPage />} />
      <Route path="/" element={<UserListPage />}>
        <Route path="new" element={<UserCreateDialog />} />
        <Route path=":id" element={<UserEditDialog />} />
        <Route path=":id/change-password" element={<ChangePasswordDialog />} />
        <Route path=":id/delete" element={<UserDeleteDialog />} />
        <Route path=":id/erase" element={<UserEraseDialog />} />
        <Route path=":id/roles" element={<UserRolesDialog />} />
        <Route path=":id/export-data" element={<UserExportDataDialog />} />
      </Route>
      <Route path="*" element={<Navigate to="/users" replace />} />
    </Routes>
  );
}
