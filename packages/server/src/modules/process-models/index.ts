import type { ServerModule } from '../server-module.js';
import { approvalService, registerApprovalRoutes } from './approval/index.js';
import { bpmnImportService, registerBpmnImportRoutes } from './bpmn-import/index.js';
import { governanceService, registerGovernanceRoutes } from './governance/index.js';
import { cachedModelReads } from './reads/index.js';
import { registerReviewDueRoutes, reviewDueService } from './review-due/index.js';
import { registerProcessModelRoutes } from './routes.js';
import { processModelsService } from './service.js';

export { businessHandbookFile } from './handbook/index.js';
export { toRevisionModel } from './mapping.js';

/**
 * Process models: working copies, published revisions with their structure, comparisons and BPMN files
 * (the big reads kept as compressed JSON), approval before publishing, the modelers' governance overview,
 * and BPMN import.
 */
export const processModelsModule: ServerModule = async (api, { config, database, publishEvents }) => {
  // The governance route first: the OpenAPI document lists the routes in registration order.
  registerGovernanceRoutes(api, governanceService(database.db));
  registerReviewDueRoutes(api, reviewDueService(database.db));
  registerProcessModelRoutes(
    api,
    processModelsService(database.db, publishEvents),
    cachedModelReads(database.db),
    config.defaultLanguage,
  );
  registerApprovalRoutes(api, approvalService(database.db, publishEvents));
  await registerBpmnImportRoutes(api, bpmnImportService(database.db), config.defaultLanguage);
};
