import type { ServerModule } from '../server-module.js';
import { registerRoleRoutes } from './routes.js';
import { rolesService } from './service.js';

export { type LiveRole, liveRolesById, roleColumns, roleOrder, toRole } from './repository.js';
export { liveRole, multiRoleNamedIn } from './service.js';

/** Roles: the roles users hold (directly or through roles of type roles), kept by user managers. */
export const rolesModule: ServerModule = async (api, { database }) => {
  registerRoleRoutes(api, rolesService(database.db));
};
