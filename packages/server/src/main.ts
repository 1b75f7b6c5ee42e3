import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { standardOutputLogs } from './lib/log-destination.js';

const webDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig(process.env, { webDir });
  const logs = standardOutputLogs();
  const { app, generatedAdminPassword, adminCreated } = await buildApp(config, { logStream: logs.stream });
  // A crash ends the process after its cause is logged and every buffered line is written.
  process.once('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception: the server stops');
    logs.flushSync();
    process.exit(1);
  });

  if (adminCreated) {
    const how = generatedAdminPassword
      ? `with the generated password ${generatedAdminPassword} (shown only now; change it after signing in)`
      : 'with the password from STROOMLIJN_ADMIN_PASSWORD';
    app.log.info(
      `The administrator signs in at ${config.publicUrl}/support/login as ${config.adminEmail} ${how}`,
    );
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Stroomlijn runs at ${config.publicUrl} on ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
