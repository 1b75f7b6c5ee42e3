import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type Config, servesHttps } from './config.js';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database.js';
import { seedBuiltInAccounts } from './db/seed.js';
import type { FormService } from './integrations/form-service.js';
import { formServiceFor } from './integrations/jotform/index.js';
import { mailerFor } from './integrations/mail/index.js';
import type { OidcClient } from './integrations/oidc.js';
import { oidcClientFor } from './integrations/oidc-client.js';
import { BackgroundJobs } from './lib/background-jobs.js';
import { requestForLog, withoutSecretHeaders } from './lib/log-redaction.js';
import { requestIdGenerator } from './lib/request-id.js';
import type { SecurityService } from './lib/sessions.js';
import { fastifyTrustProxy, warnOfUntrustedProxy } from './lib/trust-proxy.js';
import { acknowledgementReportModule, acknowledgementsModule } from './modules/acknowledgements/index.js';
import { actionsModule } from './modules/actions/index.js';
import { auditModule, registerAuditContext } from './modules/audit/index.js';
import { businessModelsModule } from './modules/business-models/index.js';
import { configModule } from './modules/config/index.js';
import { dashboardModule, dashboardStatusModule } from './modules/dashboard/index.js';
import { externalFeedsModule } from './modules/external-feeds/index.js';
import { feedbackAnswersModule, feedbackModule } from './modules/feedback/index.js';
import { filesModule } from './modules/files/index.js';
import { formsModule } from './modules/forms/index.js';
import { inputOutputsModule } from './modules/input-outputs/index.js';
import { personErasureModule, personExportModule } from './modules/person-data/index.js';
import { processModelsModule } from './modules/process-models/index.js';
import { PublishEvents } from './modules/publish-events.js';
import { responsesModule } from './modules/responses/index.js';
import { rolesModule } from './modules/roles/index.js';
import { searchModule } from './modules/search/index.js';
import {
  authFlowRepository,
  generatePassword,
  hashPassword,
  securityModule,
  securityRepository,
  securityService,
  singleSignOnModule,
} from './modules/security/index.js';
import type { AppJobs, ModuleContext, ModuleEntry } from './modules/server-module.js';
import { userRolesModule } from './modules/user-roles/index.js';
import { usersModule } from './modules/users/index.js';
import { registerAuth } from './plugins/auth.js';
import { clientErrorHandler, frameworkErrorsHandler } from './plugins/client-errors.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerHealth } from './plugins/health.js';
import { countingFormPolls, registerMetrics } from './plugins/metrics.js';
import { openApiRoute, registerOpenApi } from './plugins/openapi.js';
import { OneLinePerRequest, requestLogger } from './plugins/request-logs.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { serializerCompiler } from './plugins/serialization.js';
import { validatorCompiler } from './plugins/validation.js';
import { registerWebApp } from './plugins/web-app.js';

/** The product's areas: each module registers its routes under its prefix. */
const MODULES: readonly ModuleEntry[] = [
  { prefix: '/api/config', module: configModule },
  { prefix: '/api/security', module: securityModule },
  { prefix: '/connect', module: singleSignOnModule },
  { prefix: '/api/user', module: usersModule },
  { prefix: '/api/role', module: rolesModule },
  { prefix: '/api/user-role', module: userRolesModule },
  { prefix: '/api/process_model', module: processModelsModule },
  { prefix: '/api/process_model', module: acknowledgementReportModule },
  { prefix: '/api/acknowledgement', module: acknowledgementsModule },
  { prefix: '/api/business_model', module: businessModelsModule },
  { prefix: '/api/input-output', module: inputOutputsModule },
  { prefix: '/api/file', module: filesModule },
  { prefix: '/api/workflow', module: formsModule },
  { prefix: '/api/workflow', module: responsesModule },
  { prefix: '/api/response-action', module: actionsModule },
  { prefix: '/api/dashboard', module: dashboardModule },
  { prefix: '/api/dashboard-status', module: dashboardStatusModule },
  { prefix: '/api/external/clicdata', module: externalFeedsModule },
  { prefix: '/api/process_model', module: feedbackModule },
  { prefix: '/api/feedback', module: feedbackAnswersModule },
  { prefix: '/api/search', module: searchModule },
  { prefix: '/api/audit', module: auditModule },
  { prefix: '/api/person-data', module: personErasureModule },
  { prefix: '/api/person-data', module: personExportModule },
];

/** JSON bodies above this are refused with 413; uploads have their own limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface RouteEntry {
  method: string;
  url: string;
}

export interface BuiltApp {
  app: FastifyInstance;
  /** Every route with its access rule, in registration order (the route × role test walks it). */
  routes: RouteEntry[];
  database: DatabaseHandle;
  /** Set when this start created the administrator with a generated password. */
  generatedAdminPassword: string | null;
  adminCreated: boolean;
  services: { security: SecurityService };
  /** The modules' background jobs (polling, reminders, queues): tests await their work through these. */
  jobs: Pick<BackgroundJobs<AppJobs>, 'get'>;
}

export interface BuildOptions {
  /** The identity-provider client; built from config.oidc when omitted. */
  oidc?: OidcClient | null;
  /** The form service; built from config.formService (JOTFORM_API_KEY) when omitted. */
  formService?: FormService | null;
  logger?: boolean;
  /** Where the JSON log lines go (stdout when omitted); the log tests read them here. */
  logStream?: DestinationStream;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile ?? path.join(config.dataDir, 'stroomlijn.sqlite'),
    timeouts: config.databaseTimeouts,
  });
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }

  let generatedAdminPassword: string | null = null;
  const adminCreated = await seedBuiltInAccounts(database.db, {
    adminEmail: config.adminEmail,
    adminPasswordHash: () => {
      const password = config.adminPassword ?? generatePassword();
      if (!config.adminPassword) generatedAdminPassword = password;
      return hashPassword(password);
    },
  });

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestForLog },
            formatters: { log: withoutSecretHeaders },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: requestIdGenerator(config.trustProxy !== false),
    frameworkErrors: frameworkErrorsHandler(config.production),
    clientErrorHandler,
  });
  if (config.trustProxy === false) warnOfUntrustedProxy(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    // Answers of the API carry a user's data: never kept by a browser or a shared cache.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
  database.onConnectionError((error) => app.log.warn({ err: error }, 'database connection lost'));
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  // State-changing calls carry JSON (or multipart uploads): a plain-text body is what a cross-site form sends.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, config.production);
  app.addHook('onClose', async () => database.close());

  await registerSecurityHeaders(app, {
    https: servesHttps(config),
    publicUrl: config.publicUrl,
    formUrl: config.formService.formUrl,
  });
  await app.register(cookie);
  // Large JSON answers (the user list) compress well; request bodies are never decompressed.
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  await registerOpenApi(app);

  const security: SecurityService = securityService(securityRepository(database.db, database.readNow), {
    sessionIdleSeconds: config.sessionIdleSeconds,
  });
  registerAuth(app, security);
  registerAuditContext(app);

  registerHealth(app, database);
  const metrics = registerMetrics(app, config, database);
  openApiRoute(app);
  const jobs = new BackgroundJobs<AppJobs>();
  try {
    const oidc =
      options.oidc !== undefined
        ? options.oidc
        : await oidcClientFor(config, authFlowRepository(database.db));
    const formService = countingFormPolls(
      options.formService !== undefined ? options.formService : formServiceFor(config),
      metrics,
    );
    const mailer = mailerFor(config, app.log, { metrics });
    // Runs before the database closes (onClose hooks run last added, first): the jobs' work ends first.
    app.addHook('onClose', async () => {
      await jobs.stopAll();
      await mailer?.close();
    });
    const context: ModuleContext = {
      config,
      database,
      security,
      oidc,
      formService,
      metrics,
      mailer,
      publishEvents: new PublishEvents(),
      jobs,
    };
    // Hooks and handlers set on `app` above (auth, errors, route collection) apply to every module.
    for (const { prefix, module } of MODULES) await app.register(module, { ...context, prefix });
    jobs.startAll();
  } catch (error) {
    await app.close();
    throw error;
  }
  await registerWebApp(app, config.webDir);

  return { app, routes, database, generatedAdminPassword, adminCreated, services: { security }, jobs };
}
