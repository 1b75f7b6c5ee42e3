export { processModelsRoutes } from './routes.js';
export { type ProcessModelsService, processModelsService } from './service.js';
