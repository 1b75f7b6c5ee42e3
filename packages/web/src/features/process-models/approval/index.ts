export { approvalPath, approvalTasksQuery } from './approval-api';
export { ApprovalArea } from './approval-area';
