export { inputOutputsRoutes } from './routes.js';
export { type InputOutputsService, inputOutputsService } from './service.js';
