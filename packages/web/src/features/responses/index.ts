export { ResponseCommentForm } from './response-comment-form';
export { ResponseEditForm } from './response-edit-form';
export { ResponseAnswers, ResponseErrorNotice, ResponseFields } from './response-fields';
export { ResponseProgress } from './response-progress';
export { type ResponseChange, ResponseStatusDialog } from './response-status-dialog';
export { responseStatusText } from './response-statuses';
export { ResponseTable } from './response-table';
export { responseQuery, responsesQuery } from './responses-api';
