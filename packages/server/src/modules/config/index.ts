export { configRoutes, dashboardFor } from './routes.js';
