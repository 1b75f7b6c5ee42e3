export { type WorkflowFormRow, type WorkflowFormsRepository, workflowFormsRepository } from './repository.js';
export { workflowsRoutes } from './routes.js';
