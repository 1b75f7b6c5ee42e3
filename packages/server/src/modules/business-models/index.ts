export { businessModelsRoutes } from './routes.js';
export { type BusinessModelsService, businessModelsService } from './service.js';
