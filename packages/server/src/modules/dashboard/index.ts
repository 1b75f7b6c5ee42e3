export { dashboardModule, dashboardStatusModule } from './routes.js';
export { dashboardLinkFor } from './service.js';
