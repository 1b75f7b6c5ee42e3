export { FileUploadField } from './file-upload-field';
export { InputOutputRoutes } from './input-output-routes';
export { typeText } from './input-output-text';
export { fileDownloadHref } from './input-outputs-api';
export { type DefinitionsById, useDefinitionsById } from './use-definitions';
