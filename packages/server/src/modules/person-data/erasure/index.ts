import { storedFilesFor } from '../../files/index.js';
import type { ServerModule } from '../../server-module.js';
import { registerErasureRoutes } from './routes.js';
import { erasureService } from './service.js';

/** Erasure (GDPR article 17): an administrator erases a person's data (`/api/person-data/{userId}/erase`). */
export const personErasureModule: ServerModule = async (api, { database, config }) => {
  registerErasureRoutes(api, erasureService(database.db, await storedFilesFor(database, config.dataDir)));
};
