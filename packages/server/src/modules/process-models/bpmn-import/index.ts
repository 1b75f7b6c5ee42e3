export { registerBpmnImportRoutes } from './import-routes.js';
export { bpmnImportService } from './import-service.js';
