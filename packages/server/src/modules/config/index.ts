import type { ServerModule } from '../server-module.js';
import { registerConfigRoutes } from './routes.js';
import { publicConfigService } from './service.js';

/** Config: the settings the browser needs before and after sign-in. */
export const configModule: ServerModule = async (api, { config, database }) => {
  registerConfigRoutes(api, publicConfigService(database.db, config));
};
