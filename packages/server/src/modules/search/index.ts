import type { ServerModule } from '../server-module.js';
import { indexPublishedRevision } from './indexing.js';

export { indexAction, indexDefinition, indexResponse, removeFormResponses } from './workflow-indexing.js';

import { registerSearchRoutes } from './routes.js';
import { searchService } from './service.js';

export { indexBusinessModel } from './business-model-indexing.js';
export {
  indexWorkingCopiesActedBy,
  indexWorkingCopy,
  removeProcessModel as removeProcessModelFromSearch,
} from './indexing.js';

/**
 * Search across what the caller may read (`GET /api/search`), on the database's own full-text engine. The
 * index follows the writes: the process-models module indexes working copies and removes deleted models
 * through this file; a publish listener indexes each new revision in the publishing transaction.
 */
export const searchModule: ServerModule = async (api, { database, publishEvents }) => {
  publishEvents.on((trx, { processModelId, revision }) =>
    indexPublishedRevision(trx, processModelId, revision),
  );
  registerSearchRoutes(api, searchService(database.db));
};
