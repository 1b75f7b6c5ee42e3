export { businessModelsModule } from './routes.js';
