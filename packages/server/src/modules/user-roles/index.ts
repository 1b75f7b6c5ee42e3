import type { ServerModule } from '../server-module.js';
import { registerUserRoleRoutes } from './routes.js';
import { userRolesService } from './service.js';

/** User roles: which users hold which roles, and which roles a role of type roles holds. */
export const userRolesModule: ServerModule = async (api, { database }) => {
  registerUserRoleRoutes(api, userRolesService(database.db));
};
