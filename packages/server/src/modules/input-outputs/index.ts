import type { ServerModule } from '../server-module.js';
import { registerInputOutputRoutes } from './routes.js';
import { inputOutputsService } from './service.js';

export { roleIdsOf as definitionRoleIdsOf, toInputOutput } from './mapping.js';

/** Input/output definitions: those of each process model and the global ones. */
export const inputOutputsModule: ServerModule = async (api, { database }) => {
  registerInputOutputRoutes(api, inputOutputsService(database.db));
};
