export { registerApprovalRoutes } from './routes.js';
export { approvalService } from './service.js';
