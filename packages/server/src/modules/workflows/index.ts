export { type WorkflowReceiving, workflowReceivingOf } from './receiving.js';
export { type WorkflowFormRow, workflowFormsRepository } from './repository.js';
export { liveResponses, notAllowed, type ResponseRights, responseRights } from './response-access.js';
export {
  liveResponsesOfLiveForms,
  type WorkflowResponseRow,
  workflowResponsesRepository,
} from './responses-repository.js';
export { changeResponseStatus } from './responses-service.js';
export { reviewRepository } from './review-repository.js';
export { workflowsModule } from './routes.js';
