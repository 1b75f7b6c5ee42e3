import type { ServerModule } from '../server-module.js';
import { registerFileRoutes } from './routes.js';
import { filesService } from './service.js';
import { fileStorageFor } from './storage/index.js';

export { attachmentDisposition } from './file-names.js';
export { filesRepository } from './repository.js';
export { type FileStorage, storedFilesFor } from './storage/index.js';

/** Files: the uploads of upload definitions, their bytes in PostgreSQL or, on SQLite, in a directory. */
export const filesModule: ServerModule = async (api, { database, config }) => {
  await registerFileRoutes(api, filesService(database.db, await fileStorageFor(database, config.dataDir)));
};
