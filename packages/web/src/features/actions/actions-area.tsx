import { Navigate, Route, Routes } from 'react-router';
import { ActionStatusPage } from './action-status-page';
import { MyActionsPage } from './my-actions-page';
import { ReviewDialog, ReviewListPage } from './review-list-page';
import { ReviewResponsePage } from './review-response-page';

/**
 * `/actions/*` (spec part 2 §2 Actions area), for every signed-in user: my actions, the responses to
 * review and the responses to read. The server decides what each user may see and do.
 */
export function ActionsArea() {
  return (
    <Routes>
      <Route index element={<Navigate to="my" replace />} />
      <Route path="my" element={<MyActionsPage />} />
      <Route path="my/:formId/:responseId/:id/edit" element={<ActionStatusPage />} />
      <Route path="review" element={<ReviewListPage kind="review" />}>
        <Route path="delete/:formId/:responseId" element={<ReviewDialog change="delete" />} />
        <Route path="close/:formId/:responseId" element={<ReviewDialog change="close" />} />
        <Route path="open/:formId/:responseId" element={<ReviewDialog change="open" />} />
      </Route>
      <Route path="review/view/:formId/:responseId/*" element={<ReviewResponsePage mode="view" />} />
      <Route path="review/edit/:formId/:responseId/*" element={<ReviewResponsePage mode="edit" />} />
      <Route path="read" element={<ReviewListPage kind="read" />} />
      <Route path="read/view/:formId/:responseId/*" element={<ReviewResponsePage mode="read" />} />
      <Route path="*" element={<Navigate to="/actions/my" replace />} />
    </Routes>
  );
}
