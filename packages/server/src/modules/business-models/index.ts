import type { ServerModule } from '../server-module.js';
import { registerBusinessModelRoutes } from './routes.js';
import { businessModelsService } from './service.js';

/** Business models: the business model with its four fixed groups, read by everyone, kept by editors; its handbook. */
export const businessModelsModule: ServerModule = async (api, { database, config }) => {
  registerBusinessModelRoutes(api, businessModelsService(database.db), config.defaultLanguage);
};
