import { Route, Routes } from 'react-router';
import { RequireRole } from '../../components';
import { DashboardPage } from './dashboard-page';
import { LinkDeleteDialog, LinkFormDialog } from './link-dialogs';

/** `/workflow/dashboard/*`: the administrator's dashboard links and reporting status. */
export function DashboardArea() {
  return (
    <RequireRole systemRole="ROLE_ADMIN">
      <Routes>
        <Route path="/" element={<DashboardPage />}>
          <Route path="new" element={<LinkFormDialog />} />
          <Route path=":id/edit" element={<LinkFormDialog />} />
          <Route path=":id/delete" element={<LinkDeleteDialog />} />
        </Route>
      </Routes>
    </RequireRole>
  );
}
