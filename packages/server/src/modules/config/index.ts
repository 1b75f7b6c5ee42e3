export { configModule } from './routes.js';
