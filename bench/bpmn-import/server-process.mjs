/**
 * The server of the BPMN import bench, in a process of its own (run.ts forks it) so that its event loop
 * and memory are the server's alone, while the uploads and the other requests come from the parent.
 * It builds the **compiled** app (`npm run build` first; its import worker then runs compiled, as in
 * production) on a fresh SQLite file, with the roles two of the file's lanes match, and listens on a
 * loopback port.
 *
 * It runs as plain JavaScript, without tsx, as production does: the import's worker thread inherits
 * this process's options, and a loader there would slow its start. The admin's e-mail address and
 * password come from BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD.
 *
 * Protocol over the IPC channel (types in protocol.ts): the child sends {type:'ready', port}; the parent sends
 * {type:'start'} (answered {type:'started'}) to begin sampling, and {type:'stop'} (answered with the
 * figures since the start) to end it; {type:'exit'} closes the app.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

/** The compiled server's module at `file` (under packages/server/dist). */
function compiled(file) {
  return import(pathToFileURL(path.resolve(import.meta.dirname, '../../packages/server/dist', file)).href);
}

const mb = (bytes) => bytes / 1024 / 1024;

/**
 * Samples memory and the event loop until the returned function is called; it gives the figures.
 * @param {number[]} importMs
 * @returns {() => import('./protocol.ts').ServerFigures}
 */
function sample(importMs) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 5);
  let longestGap = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 1);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const utilisation = performance.eventLoopUtilization();
  importMs.length = 0;
  return () => {
    const busyMs = performance.eventLoopUtilization(utilisation).active;
    delay.disable();
    clearInterval(ticker);
    clearInterval(sampler);
    return {
      importMs: [...importMs],
      rssBeforeMb: mb(before.rss),
      peakRssMb: mb(peakRss),
      extraRssMb: mb(peakRss - before.rss),
      extraHeapMb: mb(peakHeap - before.heapUsed),
      // monitorEventLoopDelay reports in nanoseconds.
      delayMaxMs: delay.max / 1e6,
      longestGapMs: Math.max(longestGap, performance.now() - last),
      busyMs,
    };
  };
}

/** @param {import('./protocol.ts').ChildMessage} message */
function send(message) {
  process.send?.(message);
}

async function main() {
  if (!process.send) throw new Error('Run this file through run.ts (it needs an IPC channel)');
  const { buildApp } = await compiled('app.js');
  const { loadConfig } = await compiled('config.js');
  const { newRoleRow } = await compiled('db/seed.js');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stroomlijn-bench-bpmn-import-'));
  const config = loadConfig(
    {
      STROOMLIJN_DATA_DIR: dataDir,
      STROOMLIJN_ADMIN_EMAIL: process.env.BENCH_ADMIN_EMAIL,
      STROOMLIJN_ADMIN_PASSWORD: process.env.BENCH_ADMIN_PASSWORD,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    },
    { webDir: null },
  );
  const { app, database } = await buildApp(config, process.env.BENCH_LOG_LEVEL ? {} : { logger: false });
  /** @type {number[]} */
  const importMs = [];
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/process_model/import/bpmn')) importMs.push(reply.elapsedTime);
  });
  // Roles two of the file's lanes match by name (case and accents ignored).
  for (const name of ['Inkoop', 'Financiën']) {
    await database.db
      .insertInto('role')
      .values(newRoleRow({ id: randomUUID(), name, description: name, type: 'multi' }, Date.now()))
      .execute();
  }
  await app.listen({ host: '127.0.0.1', port: 0 });

  /** @type {(() => import('./protocol.ts').ServerFigures) | null} */
  let stopSampling = null;
  let exiting = false;
  const exit = async () => {
    if (exiting) return;
    exiting = true;
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.disconnect?.();
  };
  process.on('message', (/** @type {import('./protocol.ts').ParentMessage} */ message) => {
    if (message.type === 'start') {
      stopSampling = sample(importMs);
      send({ type: 'started' });
    } else if (message.type === 'stop' && stopSampling) {
      send({ type: 'figures', figures: stopSampling() });
      stopSampling = null;
    } else if (message.type === 'exit') void exit();
  });
  // The parent went away: do not linger.
  process.on('disconnect', () => void exit());
  send({ type: 'ready', port: app.server.address().port });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
