export {
  acknowledgementReportPath,
  ReadConfirmationsLink,
  useReadsConfirmations,
} from './acknowledgement-report-link';
export { ApprovalArea, approvalPath, approvalTasksQuery } from './approval';
export { PROCESS_MODEL_AREA } from './area';
export { DifferenceList } from './compare/difference-list';
export { SideDiagram } from './compare/side-diagram';
export { useDefinitionNames } from './compare/use-definition-names';
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
  revisionQuery,
} from './process-models-api';
export { ProcessModelsArea } from './process-models-area';
