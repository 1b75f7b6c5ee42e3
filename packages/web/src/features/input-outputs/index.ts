export { CurrentFile } from './file-upload-field';
export { InputOutputRoutes, type InputOutputRoutesProps } from './input-output-routes';
export { roleFieldText, typeText } from './input-output-text';
export {
  fileDownloadHref,
  fileQuery,
  inputOutputQuery,
  inputOutputsQuery,
  workflowFormsQuery,
} from './input-outputs-api';
export { type DefinitionsById, useDefinitionsById } from './use-definitions';
