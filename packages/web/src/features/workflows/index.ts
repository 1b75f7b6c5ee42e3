export { workflowKeys } from './query-keys';
export { responseColumns } from './response-columns';
export { ResponseCommentForm } from './response-comment-form';
export { ResponseAnswers, ResponseErrorNotice, ResponseFields } from './response-fields';
export { responseStatusText } from './workflow-statuses';
export {
  closeResponse,
  deleteResponse,
  responseQuery,
  workflowsChanged,
} from './workflows-api';
export { WorkflowsArea } from './workflows-area';
