import type { ServerModule } from '../server-module.js';
import { compromisedPasswords } from './compromised-passwords.js';
import { registerUserImportRoutes } from './import-routes.js';
import { userImportService } from './import-service.js';
import { registerUserRoutes } from './routes.js';
import { usersService } from './service.js';

export { assertMayChangeAdministrators, effectiveHoldersOf } from './administrators.js';
export { toUser, userColumns, userOrder } from './repository.js';
export { liveUser } from './service.js';

/** Users: the accounts, kept by user managers one by one or imported from a CSV file. */
export const usersModule: ServerModule = async (api, { database, security }) => {
  registerUserRoutes(api, usersService({ db: database.db, security, passwords: compromisedPasswords() }));
  await registerUserImportRoutes(api, userImportService(database.db));
};
