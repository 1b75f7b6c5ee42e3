import { Navigate, Route, Routes } from 'react-router';
import { RequireRole } from '../../components';
import { EmbeddedFormPage } from './embedded-form-page';
import { FormAddDialog } from './form-add-dialog';
import { FormDeleteDialog, FormNotificationsDialog } from './form-confirm-dialogs';
import { FormDataProtectionDialog } from './form-data-protection-dialog';
import { FormListPage } from './form-list-page';
import { ResponseListPage } from './response-list-page';
import { ResponseViewDialog, ResponseViewPage } from './response-view-page';

/**
 * `/workflow/*` (spec part 2 §2 Workflow forms): an administrator's area (NAV-06), except the embedded
 * form, which drafters of the form definition open too (WF-24; the server decides who may).
 */
export function WorkflowsArea() {
  return (
    <Routes>
      <Route path=":formId/:processModelId/form" element={<EmbeddedFormPage />} />
      <Route path="*" element={<AdminRoutes />} />
    </Routes>
  );
}

function AdminRoutes() {
  return (
    <RequireRole systemRole="ROLE_ADMIN">
      <Routes>
        <Route path="/" element={<FormListPage />}>
          <Route path="new" element={<FormAddDialog />} />
          <Route path=":formId/delete" element={<FormDeleteDialog />} />
          <Route path=":formId/data-protection" element={<FormDataProtectionDialog />} />
          <Route path=":formId/notifications/enable" element={<FormNotificationsDialog enable />} />
          <Route path=":formId/notifications/disable" element={<FormNotificationsDialog enable={false} />} />
        </Route>
        <Route path=":formId/responses" element={<ResponseListPage />} />
        <Route path=":formId/responses/:responseId" element={<ResponseViewPage />}>
          <Route path="edit" element={null} />
          <Route path="retry" element={<ResponseViewDialog change="retry" />} />
          <Route path="close" element={<ResponseViewDialog change="close" />} />
          <Route path="delete" element={<ResponseViewDialog change="delete" />} />
        </Route>
        <Route path="*" element={<Navigate to="/workflow" replace />} />
      </Routes>
    </RequireRole>
  );
}
