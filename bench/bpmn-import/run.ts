/**
 * The preview of a 1,000-node BPMN file (`POST /api/process_model/import/bpmn?dryRun=true`), asked over
 * HTTP as the browser asks it (multipart, signed in as a modeler), of the compiled server running in a
 * child process of its own (server-process.mjs). Each round previews the file twice: alone, for the
 * server's time (Fastify's `elapsedTime`), its extra memory at the peak (RSS, the import worker
 * included, and the main thread's heap) and its main thread's busy time; then while this process asks
 * `GET /api/security/ping` one after the other, for how long other requests wait: the longest ping
 * answer, and the server's longest event loop block (the longest gap between the ticks of a 1 ms timer,
 * and `monitorEventLoopDelay`'s max). A 4-second idle measure first shows what the machine's other work
 * alone does to the same figures.
 *
 *   npm run build && node --import tsx bench/bpmn-import/run.ts
 *   BENCH_CPU_PROF=/tmp/profiles …    (the server's threads profiled: `node --cpu-prof`)
 */
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { BpmnImportPreview } from '@stroomlijn/domain';
import { summarise } from '../workflows/stats.js';
import { generateBpmn } from './generate-bpmn.js';
import type { ChildMessage, ParentMessage, ServerFigures } from './protocol.js';

const ADMIN = { email: 'bench-admin@stroomlijn.local', password: 'bench-admin-password' };

const NODES = Number(process.env.BENCH_NODES ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** The server's child process, and a way to send it a message and await the answer of a type. */
async function startServer() {
  const child: ChildProcess = fork(fileURLToPath(new URL('./server-process.mjs', import.meta.url)), [], {
    env: { ...process.env, BENCH_ADMIN_EMAIL: ADMIN.email, BENCH_ADMIN_PASSWORD: ADMIN.password },
    execArgv: [
      '--expose-gc',
      // A CPU profile of the server's threads, to read what its main thread does in its longest stretches.
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, '--cpu-prof-interval=250']
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: ChildMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<ChildMessage, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`The server exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const { port } = await next('ready');
  const ask = async <T extends ChildMessage['type']>(message: ParentMessage, answer: T) => {
    const answered = next(answer);
    child.send(message);
    return answered;
  };
  return { child, port, ask };
}

async function main() {
  const server = await startServer();
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const login = await fetch(`${base}/api/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(ADMIN),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (login.status !== 200 || !cookie.startsWith('stroomlijn_session='))
      throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
    const headers = { cookie, origin: base, 'accept-language': 'nl' };

    const file = generateBpmn(NODES);
    const preview = async (): Promise<BpmnImportPreview> => {
      const form = new FormData();
      form.append('file', new Blob([file.xml], { type: 'application/xml' }), 'vergunning.bpmn');
      const response = await fetch(`${base}/api/process_model/import/bpmn?dryRun=true`, {
        method: 'POST',
        headers,
        body: form,
      });
      if (response.status !== 200)
        throw new Error(`Preview: ${response.status} ${(await response.text()).slice(0, 300)}`);
      return (await response.json()) as BpmnImportPreview;
    };
    const ping = async () => {
      const response = await fetch(`${base}/api/security/ping`, { headers });
      await response.arrayBuffer();
      if (response.status >= 300) throw new Error(`Ping: ${response.status}`);
    };

    /** The server's figures over `work`, with the pings asked meanwhile if `pinging`. */
    const measured = async <T>(work: () => Promise<T>, pinging: boolean) => {
      await server.ask({ type: 'start' }, 'started');
      let running = pinging;
      const pings: number[] = [];
      const pinger = (async () => {
        while (running) {
          const at = performance.now();
          await ping();
          pings.push(performance.now() - at);
        }
      })();
      const started = performance.now();
      const answer = await work();
      const ms = performance.now() - started;
      running = false;
      await pinger;
      const { figures } = await server.ask({ type: 'stop' }, 'figures');
      return { answer, ms, figures, pings: pings.length, pingMaxMs: Math.max(0, ...pings) };
    };

    const loop = (figures: ServerFigures) =>
      `longest timer gap ${figures.longestGapMs.toFixed(1)} ms, max delay ${figures.delayMaxMs.toFixed(1)} ms`;
    console.log(
      `Node ${process.version}, ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `file: ${file.nodes} flow nodes, ${file.flows} sequence flows, 4 lanes, DI; ${(file.xml.length / 1024).toFixed(0)} KB`,
    );
    const idle = await measured(() => new Promise((resolve) => setTimeout(resolve, 4_000)), true);
    console.log(
      `idle 4 s (baseline): ${idle.pings} pings, longest ${idle.pingMaxMs.toFixed(1)} ms; server event loop: ${loop(idle.figures)}`,
    );
    const rows: { alone: Awaited<ReturnType<typeof measured<BpmnImportPreview>>>; pinged: typeof idle }[] =
      [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const alone = await measured(preview, false);
      const pinged = await measured(preview, true);
      rows.push({ alone, pinged });
      const [model] = alone.answer.models;
      if (alone.answer.models.length !== 1 || model?.refusal)
        throw new Error(`The file should make one model: ${JSON.stringify(alone.answer.models[0]?.refusal)}`);
      const outcomes = new Map<string, number>();
      for (const item of alone.answer.report)
        outcomes.set(item.outcome, (outcomes.get(item.outcome) ?? 0) + 1);
      const { figures } = alone;
      console.log(
        `round ${round}: server ${Math.round(figures.importMs[0] ?? Number.NaN)} ms (client ${Math.round(alone.ms)} ms), +${Math.round(figures.extraRssMb)} MB RSS (main heap +${Math.round(figures.extraHeapMb)} MB), main thread busy ${Math.round(figures.busyMs)} ms, ${loop(figures)} — ${model?.steps.length ?? 0} steps, ${alone.answer.lanes.filter((lane) => lane.match).length}/${alone.answer.lanes.length} lanes matched, report ${[...outcomes].map(([outcome, count]) => `${outcome} ${count}`).join(', ')}`,
      );
      console.log(
        `  with pings: server ${Math.round(pinged.figures.importMs[0] ?? Number.NaN)} ms, ${pinged.pings} pings, longest ${pinged.pingMaxMs.toFixed(1)} ms; ${loop(pinged.figures)}`,
      );
    }
    // RSS a round frees stays with the process for the next: the peak over the idle server's RSS is the
    // memory the previews took.
    const peak = Math.max(...rows.flatMap((r) => [r.alone.figures.peakRssMb, r.pinged.figures.peakRssMb]));
    console.log(
      `server RSS: ${Math.round(idle.figures.rssBeforeMb)} MB idle, ${Math.round(peak)} MB at the peak of all rounds (+${Math.round(peak - idle.figures.rssBeforeMb)} MB)`,
    );
    const stats = (pick: (row: (typeof rows)[number]) => number) => {
      const { median, max } = summarise(rows.map(pick));
      return `${median.toFixed(0)} (${max.toFixed(0)})`;
    };
    console.log(
      `median (max) of ${ROUNDS}: server ${stats((r) => r.alone.figures.importMs[0] ?? Number.NaN)} ms, +${stats((r) => r.alone.figures.extraRssMb)} MB RSS, busy ${stats((r) => r.alone.figures.busyMs)} ms; with pings: longest ping ${stats((r) => r.pinged.pingMaxMs)} ms, timer gap ${stats((r) => r.pinged.figures.longestGapMs)} ms`,
    );
  } finally {
    server.child.send({ type: 'exit' } satisfies ParentMessage);
  }
}

await main();
