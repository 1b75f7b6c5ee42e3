import { Route, Routes } from 'react-router';
import { ApproveDialog, RejectDialog } from './approval-dialogs';
import { ApprovalPage } from './approval-page';

/**
 * `/approval/{id}/*`: a working copy submitted for approval, for the holders of its approval role (who
 * need not be modelers), with the approve and reject dialogs over it.
 */
export function ApprovalArea() {
  return (
    <Routes>
      <Route path="/" element={<ApprovalPage />}>
        <Route path="approve" element={<ApproveDialog />} />
        <Route path="reject" element={<RejectDialog />} />
      </Route>
    </Routes>
  );
}
