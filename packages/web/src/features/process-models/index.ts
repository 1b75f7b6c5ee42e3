export { ApprovalArea, approvalPath, approvalTasksQuery } from './approval';
export { PROCESS_MODEL_AREA } from './area';
export type { ProcessModelEditorPageProps } from './editor';
export { StepGroupsOverview } from './information-groups';
export { ProcessModelEditorPage } from './lazy-editor';
export { processModelName, processStatusText, roleName } from './process-model-text';
export {
  processModelsQuery,
  publishedForRoleQuery,
  publishedModelQuery,
  publishedModelsQuery,
  reviewDueQuery,
} from './process-models-api';
export { ProcessModelsArea } from './process-models-area';
