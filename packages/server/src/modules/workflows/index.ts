export { type WorkflowReceiving, workflowReceivingOf } from './receiving.js';
export { type WorkflowFormRow, workflowFormsRepository } from './repository.js';
export { workflowsModule } from './routes.js';
