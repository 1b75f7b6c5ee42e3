import { storedFilesFor } from '../../files/index.js';
import type { ServerModule } from '../../server-module.js';
import { registerPersonExportRoutes } from './routes.js';
import { personExportService } from './service.js';

/** A person's data: the export for their rights of access and portability. */
export const personExportModule: ServerModule = async (api, { database, config }) => {
  registerPersonExportRoutes(
    api,
    personExportService(database.db, await storedFilesFor(database, config.dataDir)),
  );
};
