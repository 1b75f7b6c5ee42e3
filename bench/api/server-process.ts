/**
 * The bare Fastify ceiling of the API benchmark, run as a child process of run.ts so that it owns its
 * event loop (and one of the machine's cores) as the product does, while the load generator runs in the
 * parent. The product itself is started as `npm start` runs it (run.ts, startProductServer).
 *
 * Protocol over the IPC channel: the child sends {type:'ready', port}; the parent may send {type:'cpu'}
 * (answered with {type:'cpu', usage}) and {type:'stop'}.
 */
import Fastify, { type FastifyInstance } from 'fastify';

export type ServerMode = 'app' | 'bare';

export type ParentMessage = { type: 'cpu' } | { type: 'stop' };
export type ChildMessage = { type: 'ready'; port: number } | { type: 'cpu'; usage: NodeJS.CpuUsage };

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
  if (mode !== 'bare') throw new Error(`Unknown mode ${String(mode)}; use bare`);
  if (!process.send) throw new Error('Run this file through run.ts (it needs an IPC channel)');

  const app = startBare();
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
