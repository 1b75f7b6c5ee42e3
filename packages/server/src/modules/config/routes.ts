import { publicConfigSchema } from '@stroomlijn/domain';
import { dashboardLinkFor } from '../dashboard/index.js';
import { routeOptions } from '../route-options.js';
import type { ServerModule } from '../server-module.js';

const route = routeOptions('config');

/**
 * `GET /api/config`: the settings the browser needs. The home screen's dashboard link depends on the host
 * the browser used (spec part 1 §1); administrators keep the links per host (/api/dashboard).
 */
export const configModule: ServerModule = async (api, { config, database }) => {
  api.get(
    '/',
    route('public', 'Settings the browser needs', { response: { 200: publicConfigSchema } }),
    async (request) => ({
      sessionIdleSeconds: config.sessionIdleSeconds,
      oidcEnabled: config.oidc !== null,
      dashboard: await dashboardLinkFor(database.db, request.headers.host),
      helpContact: config.helpContact,
    }),
  );
};
