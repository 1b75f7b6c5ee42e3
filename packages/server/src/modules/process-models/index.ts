export { processModelsModule } from './routes.js';
