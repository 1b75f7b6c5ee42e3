export { type AffectedUsers, assertMayChangeAdministrators, effectiveHoldersOf } from './administrators.js';
export { type CompromisedPasswords, compromisedPasswords } from './compromised-passwords.js';
export { userImportRoutes } from './import-routes.js';
export { type UserImportService, userImportService } from './import-service.js';
export { toUser, userColumns, userOrder } from './repository.js';
export { usersRoutes } from './routes.js';
export { liveUser, type UsersService, usersService } from './service.js';
