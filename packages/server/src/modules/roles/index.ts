export { type LiveRole, liveRolesById, roleColumns, roleOrder, toRole } from './repository.js';
export { rolesModule } from './routes.js';
export { liveRole } from './service.js';
