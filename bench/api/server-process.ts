/**
 * The server side of the API benchmark, run as a child process of run.ts so that the server owns its
 * event loop (and one of the machine's cores) as in production, while the load generator runs in the
 * parent. `app` builds the real app from the environment exactly as main.ts does (SQLite file under
 * STROOMLIJN_DATA_DIR); `bare` is Fastify with no plugins, the ceiling.
 *
 * Protocol over the IPC channel: the child sends {type:'ready', port}; the parent may send {type:'cpu'}
 * (answered with {type:'cpu', usage}) and {type:'stop'}.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';

export type ServerMode = 'app' | 'bare';

export type ParentMessage = { type: 'cpu' } | { type: 'stop' };
export type ChildMessage = { type: 'ready'; port: number } | { type: 'cpu'; usage: NodeJS.CpuUsage };

async function startApp(): Promise<FastifyInstance> {
  const config = loadConfig(process.env, { webDir: null });
  const { app } = await buildApp(config, { logger: false });
  return app;
}

function startBare(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  app.post('/bare', async () => ({ ok: true }));
  return app;
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode !== 'app' && mode !== 'bare') throw new Error(`Unknown mode ${String(mode)}; use app or bare`);
  if (!process.send) throw new Error('Run this file through run.ts (it needs an IPC channel)');

  const app = mode === 'app' ? await startApp() : startBare();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The server did not report a port');
  const port = address.port;

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await app.close();
    process.disconnect?.();
  };
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'cpu') send({ type: 'cpu', usage: process.cpuUsage() });
    if (message.type === 'stop') void stop();
  });
  // The parent died or went away: do not linger.
  process.on('disconnect', () => void stop());
  send({ type: 'ready', port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
