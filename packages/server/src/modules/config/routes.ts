import { type PublicConfig, publicConfigSchema } from '@stroomlijn/domain';
import type { Config } from '../../config.js';
import { routeOptions } from '../../lib/route-options.js';
import type { ServerModule } from '../../lib/server-module.js';

const route = routeOptions('config');

/** The dashboard link of the home screen depends on the host the browser used (spec part 1 §1). */
export function dashboardFor(
  config: Config['dashboard'],
  hostHeader: string | undefined,
): PublicConfig['dashboard'] {
  if (!config.url || !hostHeader) return null;
  const host = hostHeader.replace(/:\d+$/, '').toLowerCase();
  if (config.testHosts.includes(host)) return { kind: 'test', url: config.url };
  if (config.customerHosts.includes(host)) return { kind: 'customer', url: config.url };
  return null;
}

/** `GET /api/config`: the settings the browser needs. */
export const configModule: ServerModule = async (api, { config }) => {
  api.get(
    '/',
    route('public', 'Settings the browser needs', { response: { 200: publicConfigSchema } }),
    async (request) => ({
      sessionIdleSeconds: config.sessionIdleSeconds,
      oidcEnabled: config.oidc !== null,
      dashboard: dashboardFor(config.dashboard, request.headers.host),
      helpContact: config.helpContact,
    }),
  );
};
