/**
 * API benchmark: the real app (SQLite file, WAL, synchronous=FULL) against a bare Fastify ceiling.
 * Run with `npm run bench` (BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS change it).
 * Each server runs in a child process (server-process.ts); autocannon runs here. See bench/README.md.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { ChildMessage, ParentMessage, ServerMode } from './server-process.js';

const ADMIN_EMAIL = 'bench-admin@stroomlijn.local';
const ADMIN_PASSWORD = 'bench-admin-password';
const SESSION_COOKIE = 'stroomlijn_session';

function envNumber(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number`);
  return parsed;
}

const settings = {
  seconds: envNumber('BENCH_SECONDS', 10),
  warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 2),
  connections: envNumber('BENCH_CONNECTIONS', 10),
  /** Rounds over all routes; the table shows medians. More than one helps on a shared, noisy machine. */
  rounds: Math.max(1, Math.round(envNumber('BENCH_ROUNDS', 1))),
};

interface Server {
  mode: ServerMode;
  port: number;
  /** CPU time the server process has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

function startServer(mode: ServerMode, env: NodeJS.ProcessEnv): Promise<Server> {
  const file = fileURLToPath(new URL('./server-process.ts', import.meta.url));
  const child: ChildProcess = fork(file, [mode], {
    execArgv: ['--import', 'tsx'],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const request = <T extends ChildMessage['type']>(
    message: ParentMessage,
    answer: T,
  ): Promise<Extract<ChildMessage, { type: T }>> =>
    new Promise((resolve) => {
      const listener = (reply: ChildMessage) => {
        if (reply.type !== answer) return;
        child.off('message', listener);
        resolve(reply as Extract<ChildMessage, { type: T }>);
      };
      child.on('message', listener);
      child.send(message);
    });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The ${mode} server did not start in 60 s`)), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The ${mode} server exited with code ${code} before it was ready`));
    });
    child.on('message', (message: ChildMessage) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve({
        mode,
        port: message.port,
        async cpuMicros() {
          const { usage } = await request({ type: 'cpu' }, 'cpu');
          return usage.user + usage.system;
        },
        async stop() {
          if (child.exitCode === null && child.signalCode === null) {
            child.send({ type: 'stop' });
            const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            await exited;
            clearTimeout(killer);
          }
        },
      });
    });
  });
}

/** Signs in through the real login route over HTTP and returns the Cookie header of the session. */
async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const session = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error('Sign-in answered 200 without a session cookie');
  return session;
}

interface Target {
  name: string;
  server: Server;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The bare route this one is compared with. */
  ceiling?: string;
}

/** One request by fetch, so that a broken setup fails before the load starts, with its answer. */
async function check(target: Target, expectedStatus = 200, headers = target.headers): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${target.server.port}${target.path}`, {
    method: target.method,
    headers,
    body: target.body ?? null,
  });
  const text = await response.text();
  if (response.status !== expectedStatus) {
    throw new Error(`${target.name}: expected ${expectedStatus}, got ${response.status}: ${text}`);
  }
}

async function cannon(target: Target, seconds: number): Promise<autocannon.Result> {
  const result = await autocannon({
    url: `http://127.0.0.1:${target.server.port}${target.path}`,
    method: target.method,
    headers: target.headers,
    ...(target.body === undefined ? {} : { body: target.body }),
    connections: settings.connections,
    pipelining: 1,
    duration: seconds,
  });
  const bad = result.non2xx + result.errors + result.timeouts + result.mismatches;
  if (bad > 0 || result['2xx'] === 0) {
    throw new Error(
      `${target.name}: ${result['2xx']} answers were 2xx, but non-2xx=${result.non2xx} ` +
        `(4xx=${result['4xx']}, 5xx=${result['5xx']}), errors=${result.errors}, timeouts=${result.timeouts}, ` +
        `mismatches=${result.mismatches}; status counts ${JSON.stringify(result.statusCodeStats ?? {})}`,
    );
  }
  return result;
}

/** One measured run of one route. */
interface Sample {
  name: string;
  round: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  /** Percent of one core used by the server process, and by this (load-generating) process. */
  serverCpuPercent: number;
  loadGeneratorCpuPercent: number;
  /** The machine's 1-minute load average at the end: above the core count, other work competed. */
  loadAverage: number;
}

/** A route over all rounds: medians, and the median of the per-round ratios to its ceiling. */
interface Summary extends Omit<Sample, 'round' | 'requests'> {
  ceiling: string | null;
  ratioToCeiling: number | null;
}

async function measure(target: Target, round: number): Promise<Sample> {
  await cannon(target, settings.warmupSeconds);
  const serverBefore = await target.server.cpuMicros();
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const result = await cannon(target, settings.seconds);
  const wallMicros = (performance.now() - started) * 1000;
  const self = process.cpuUsage(selfBefore);
  const server = (await target.server.cpuMicros()) - serverBefore;
  const percent = (micros: number) => Math.round((micros / wallMicros) * 1000) / 10;
  return {
    name: target.name,
    round,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result['2xx'],
    serverCpuPercent: percent(server),
    loadGeneratorCpuPercent: percent(self.user + self.system),
    loadAverage: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summarise(targets: Target[], samples: Sample[]): Summary[] {
  return targets.map((target) => {
    const own = samples.filter((sample) => sample.name === target.name);
    const of = (pick: (sample: Sample) => number) => median(own.map(pick));
    const ratios = own.flatMap((sample) => {
      const ceiling = samples.find((other) => other.name === target.ceiling && other.round === sample.round);
      return ceiling ? [sample.requestsPerSecond / ceiling.requestsPerSecond] : [];
    });
    return {
      name: target.name,
      requestsPerSecond: of((s) => s.requestsPerSecond),
      latencyP50Ms: of((s) => s.latencyP50Ms),
      latencyP99Ms: of((s) => s.latencyP99Ms),
      serverCpuPercent: Math.round(of((s) => s.serverCpuPercent) * 10) / 10,
      loadGeneratorCpuPercent: Math.round(of((s) => s.loadGeneratorCpuPercent) * 10) / 10,
      loadAverage: Math.max(...own.map((s) => s.loadAverage)),
      ceiling: target.ceiling ?? null,
      ratioToCeiling: ratios.length > 0 ? median(ratios) : null,
    };
  });
}

function table(summaries: Summary[]): string {
  const rows = summaries.map((m) =>
    [
      m.name,
      Math.round(m.requestsPerSecond).toString(),
      // autocannon's histogram holds whole milliseconds: 0 means under 1 ms.
      m.latencyP99Ms === 0 ? '< 1' : m.latencyP99Ms.toString(),
      m.ratioToCeiling === null ? '—' : m.ratioToCeiling.toFixed(3),
      `${m.serverCpuPercent.toFixed(1)} %`,
      `${m.loadGeneratorCpuPercent.toFixed(1)} %`,
      m.loadAverage.toFixed(2),
    ].join(' | '),
  );
  return [
    '| route | req/s (avg) | p99 ms | ratio to ceiling | server CPU | autocannon CPU | max load avg |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stroomlijn-bench-'));
  const servers: Server[] = [];
  const cleanUp = async () => {
    await Promise.allSettled(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(130));
  });

  try {
    const appServer = await startServer('app', {
      ...process.env,
      NODE_ENV: 'production',
      STROOMLIJN_DATA_DIR: dataDir,
      STROOMLIJN_ADMIN_EMAIL: ADMIN_EMAIL,
      STROOMLIJN_ADMIN_PASSWORD: ADMIN_PASSWORD,
      // SQLite unless BENCH_DATABASE_URL names a PostgreSQL database for the run (a dedicated one).
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    });
    servers.push(appServer);
    const bareServer = await startServer('bare', { ...process.env, NODE_ENV: 'production' });
    servers.push(bareServer);

    const cookie = await signIn(appServer.port);
    const json = { 'content-type': 'application/json' };
    const info: Target = {
      name: 'POST /api/security/info',
      server: appServer,
      method: 'POST',
      path: '/api/security/info',
      headers: { ...json, cookie },
      body: '{}',
      ceiling: 'POST /bare',
    };
    // Each route runs right after its ceiling, so that a pair sees the same state of the machine.
    const targets: Target[] = [
      { name: 'POST /bare', server: bareServer, method: 'POST', path: '/bare', headers: json, body: '{}' },
      info,
      { name: 'GET /bare', server: bareServer, method: 'GET', path: '/bare', headers: {} },
      {
        name: 'GET /api/security/ping',
        server: appServer,
        method: 'GET',
        path: '/api/security/ping',
        headers: { cookie },
        ceiling: 'GET /bare',
      },
    ];

    for (const target of targets) await check(target);
    // The authenticated routes must refuse a caller without the cookie, or the figures measure nothing.
    await check(info, 401, json);

    console.log(
      `Node ${process.version}, ${os.cpus().length} cores; ${settings.connections} connections, ` +
        `${settings.warmupSeconds} s warm-up + ${settings.seconds} s per route, ${settings.rounds} round(s); ` +
        `data in ${dataDir}; ` +
        `load average ${os.loadavg()[0]?.toFixed(2)}`,
    );
    const samples: Sample[] = [];
    for (let round = 1; round <= settings.rounds; round++) {
      for (const target of targets) {
        console.log(`… round ${round}: ${target.name}`);
        samples.push(await measure(target, round));
      }
    }
    const summaries = summarise(targets, samples);

    console.log(`\n${table(summaries)}\n`);
    for (const m of summaries) {
      if (m.ratioToCeiling !== null) {
        console.log(`${m.name}: ${(m.ratioToCeiling * 100).toFixed(1)} % of the ${m.ceiling} ceiling`);
      }
    }

    const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
    const file = path.join(resultsDir, `api-${stamp}.json`);
    const machine = {
      node: process.version,
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      cores: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
    };
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), machine, settings, summaries, samples }, null, 2)}\n`,
    );
    console.log(`\nWritten ${path.relative(process.cwd(), file)}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
