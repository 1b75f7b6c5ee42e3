import type { ServerModule } from '../server-module.js';
import { governanceService, registerGovernanceRoutes } from './governance/index.js';
import { cachedModelReads } from './reads/index.js';
import { registerProcessModelRoutes } from './routes.js';
import { processModelsService } from './service.js';

export { toRevisionModel } from './mapping.js';

/**
 * Process models: working copies, published revisions with their structure, comparisons and BPMN files
 * (the big reads kept as compressed JSON), and the modelers' governance overview.
 */
export const processModelsModule: ServerModule = async (api, { database, publishEvents }) => {
  // The governance route first: the OpenAPI document lists the routes in registration order.
  registerGovernanceRoutes(api, governanceService(database.db));
  registerProcessModelRoutes(
    api,
    processModelsService(database.db, publishEvents),
    cachedModelReads(database.db),
  );
};
