export { registerGovernanceRoutes } from './routes.js';
export { type GovernanceService, governanceService } from './service.js';
