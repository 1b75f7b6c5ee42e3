import type { ServerModule } from '../server-module.js';
import { registerDashboardLinkRoutes, registerDashboardStatusRoutes } from './routes.js';
import { dashboardLinksService, seedDashboardLinks } from './service.js';
import { dashboardStatusService } from './status.js';

export { dashboardLinkFor } from './service.js';

/** EX-06: the home screen's dashboard links per host; seeded once from the environment. */
export const dashboardModule: ServerModule = async (api, { config, database }) => {
  await seedDashboardLinks(database.db, config.dashboard, api.log);
  registerDashboardLinkRoutes(api, dashboardLinksService(database.db));
};

/** EX-07: how the reporting feeds and the form service fare, for administrators. */
export const dashboardStatusModule: ServerModule = async (api, { config, database, formService }) => {
  const configured = { feeds: config.feedApiKey !== null, formService: formService !== null };
  registerDashboardStatusRoutes(api, dashboardStatusService(database.db, configured, config.publicUrl));
};
