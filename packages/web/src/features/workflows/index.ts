export { WorkflowsArea } from './workflows-area';
