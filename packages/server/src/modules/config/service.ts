import type { PublicConfig } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { dashboardLinkFor } from '../dashboard/index.js';

/**
 * The settings the browser needs. The home screen's dashboard link depends on the host the browser used
 * (spec part 1 §1); administrators keep the links per host (/api/dashboard).
 */
export function publicConfigService(db: Kysely<Database>, config: Config) {
  return {
    read: async (hostHeader: string | undefined): Promise<PublicConfig> => ({
      sessionIdleSeconds: config.sessionIdleSeconds,
      oidcEnabled: config.oidc !== null,
      dashboard: await dashboardLinkFor(db, hostHeader),
      helpContact: config.helpContact,
    }),
  };
}

export type PublicConfigService = ReturnType<typeof publicConfigService>;
