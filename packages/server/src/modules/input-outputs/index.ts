export { inputOutputsModule } from './routes.js';
