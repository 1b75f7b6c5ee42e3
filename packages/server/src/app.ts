import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database.js';
import { seedBuiltInAccounts } from './db/seed.js';
import type { OidcClient } from './integrations/oidc.js';
import { createOidcClient } from './integrations/oidc-client.js';
import { businessModelsRoutes, businessModelsService } from './modules/business-models/index.js';
import { configRoutes } from './modules/config/index.js';
import { fileStorageFor, filesRoutes, filesService } from './modules/files/index.js';
import { inputOutputsRoutes, inputOutputsService } from './modules/input-outputs/index.js';
import { processModelsRoutes, processModelsService } from './modules/process-models/index.js';
import { rolesRoutes, rolesService } from './modules/roles/index.js';
import {
  authFlowRepository,
  connectRoutes,
  generatePassword,
  hashPassword,
  type SecurityService,
  securityRepository,
  securityRoutes,
  securityService,
} from './modules/security/index.js';
import { userRolesRoutes, userRolesService } from './modules/user-roles/index.js';
import {
  compromisedPasswords,
  userImportRoutes,
  userImportService,
  usersRoutes,
  usersService,
} from './modules/users/index.js';
import { workflowFormsRepository, workflowsRoutes } from './modules/workflows/index.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { openApiRoute, registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { validatorCompiler } from './plugins/validation.js';
import { registerWebApp } from './plugins/web-app.js';

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
}

export interface BuildOptions {
  /** The identity-provider client; built from config.oidc when omitted. */
  oidc?: OidcClient | null;
  logger?: boolean;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile ?? path.join(config.dataDir, 'stroomlijn.sqlite'),
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
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
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

  const https = config.publicUrl.startsWith('https://');
  await registerSecurityHeaders(app, { https, publicUrl: config.publicUrl });
  await app.register(cookie);
  // Large JSON answers (the user list) compress well; request bodies are never decompressed.
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  await registerOpenApi(app);

  const security = securityService(securityRepository(database.db), {
    sessionIdleSeconds: config.sessionIdleSeconds,
  });
  registerAuth(app, security);

  let oidc: OidcClient | null = options.oidc !== undefined ? options.oidc : null;
  if (options.oidc === undefined && config.oidc) {
    try {
      oidc = await createOidcClient(
        {
          ...config.oidc,
          redirectUri: `${config.publicUrl}/connect/callback`,
          postLogoutRedirectUri: `${config.publicUrl}/api/security/logged_out`,
        },
        authFlowRepository(database.db),
      );
    } catch (error) {
      await app.close();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`OpenID Connect discovery failed for OIDC_ISSUER=${config.oidc.issuer}: ${reason}`, {
        cause: error,
      });
    }
  }
  openApiRoute(app);
  configRoutes(app, config);
  securityRoutes(app, { security, oidc, secureCookies: https });
  connectRoutes(app, { security, oidc, secureCookies: https });
  const users = usersService({ db: database.db, security, passwords: compromisedPasswords() });
  usersRoutes(app, { users });
  await userImportRoutes(app, { importer: userImportService(database.db) });
  rolesRoutes(app, { roles: rolesService(database.db) });
  userRolesRoutes(app, { userRoles: userRolesService(database.db) });
  processModelsRoutes(app, { processModels: processModelsService(database.db) });
  businessModelsRoutes(app, { businessModels: businessModelsService(database.db) });
  inputOutputsRoutes(app, { inputOutputs: inputOutputsService(database.db) });
  const fileStorage = await fileStorageFor(database, config.dataDir).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  await filesRoutes(app, { files: filesService(database.db, fileStorage) });
  workflowsRoutes(app, { forms: workflowFormsRepository(database.db) });
  await registerWebApp(app, config.webDir);

  return { app, routes, database, generatedAdminPassword, adminCreated, services: { security } };
}
