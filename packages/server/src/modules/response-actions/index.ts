export { responseActionsModule } from './routes.js';
