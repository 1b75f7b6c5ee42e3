export { assertMayChangeAdministrators, effectiveHoldersOf } from './administrators.js';
export { toUser, userColumns, userOrder } from './repository.js';
export { usersModule } from './routes.js';
export { liveUser } from './service.js';
