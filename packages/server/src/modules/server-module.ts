import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { FormService } from '../integrations/form-service.js';
import type { Mailer } from '../integrations/mail/index.js';
import type { OidcClient } from '../integrations/oidc.js';
import type { BackgroundJobs } from '../lib/background-jobs.js';
import type { AppMetrics } from '../lib/metrics.js';
import type { SecurityService } from '../lib/sessions.js';
import type { PublishEvents } from './publish-events.js';

/**
 * The background jobs of the app by name. Each module adds the names and types of the jobs it declares
 * to this interface (`declare module` beside its plugin), so that tests reach them typed.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging
export interface AppJobs {}

/**
 * What every module receives: the database, the configuration and the services that more than one
 * module needs or that must exist before the modules register. A module builds its own services
 * from these; another module reaches them only through that module's index.ts.
 */
export interface ModuleContext {
  config: Config;
  database: DatabaseHandle;
  security: SecurityService;
  /** The organisation's identity provider; null when none is configured. */
  oidc: OidcClient | null;
  /** The external form service (JotForm); null when none is configured. */
  formService: FormService | null;
  /** The operators' counters (GET /metrics); they count nothing when metrics are off. */
  metrics: AppMetrics;
  /** The app's one outgoing mail queue (one SMTP transport); null when SMTP_URL is not set. */
  mailer: Mailer | null;
  /** What modules do in the transaction that publishes a process model revision (tasks, notices). */
  publishEvents: PublishEvents;
  /** Where a module declares its background jobs; the app starts them, stops them and hands them to tests. */
  jobs: Pick<BackgroundJobs<AppJobs>, 'declare'>;
}

/** A module of the product: one Fastify plugin, encapsulated, with typed (zod) routes. */
export type ServerModule = FastifyPluginAsyncZod<ModuleContext>;

/** One entry of the module list: the plugin and the URL prefix of its routes. */
export interface ModuleEntry {
  prefix: string;
  module: ServerModule;
}

/** The Fastify instance a module registers its routes on (typed by the zod schemas). */
export type ModuleApp = Parameters<ServerModule>[0];
