export { roleColumns, roleOrder, toRole } from './repository.js';
export { rolesRoutes } from './routes.js';
export { liveRole, type RolesService, rolesService } from './service.js';
