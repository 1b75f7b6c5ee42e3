export { userRolesRoutes } from './routes.js';
export { type UserRolesService, userRolesService } from './service.js';
