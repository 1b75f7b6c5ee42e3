export { userRolesModule } from './routes.js';
