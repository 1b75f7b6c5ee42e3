import { type PublicConfig, publicConfigSchema } from '@stroomlijn/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';

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

export function configRoutes(app: FastifyInstance, config: Config): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/config', {
    config: { access: 'public' },
    schema: {
      tags: ['config'],
      summary: 'Settings the browser needs',
      response: { 200: publicConfigSchema },
    },
    handler: async (request) => ({
      sessionIdleSeconds: config.sessionIdleSeconds,
      oidcEnabled: config.oidc !== null,
      dashboard: dashboardFor(config.dashboard, request.headers.host),
      helpContact: config.helpContact,
    }),
  });
}
