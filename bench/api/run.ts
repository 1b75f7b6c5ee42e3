/**
 * API benchmark: the real app (SQLite file, WAL, synchronous=FULL) against a bare Fastify ceiling.
 * Run with `npm run bench` (BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS change it;
 * BENCH_ROUTES=security,process_model runs only the routes whose name contains one of the words).
 * Each server runs in a child process (server-process.ts); autocannon runs here. See bench/README.md.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADMIN_USER_ID,
  NO_PROCESS,
  NO_ROLE,
  type ProcessModel,
  type Step,
  SYSTEM_ROLE_IDS,
} from '@stroomlijn/domain';
import autocannon from 'autocannon';
import { generateModel } from '../editor/generate-model.js';
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
  /** Only the routes whose name contains one of these words (and their ceilings); all when empty. */
  routes: (process.env.BENCH_ROUTES ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== ''),
  /** The size of the process model the model routes read. */
  modelSteps: envNumber('BENCH_MODEL_STEPS', 1000),
};

interface Server {
  mode: ServerMode;
  port: number;
  /** CPU time the server process has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/** The bare Fastify ceiling, in a child process of its own (server-process.ts). */
function startBareServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const mode: ServerMode = 'bare';
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

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_MAIN = path.join(ROOT, 'packages/server/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'packages/web/dist/index.html');
const CLOCK_TICKS_PER_SECOND = 100;

/** A port that was free a moment ago (main.js listens on PORT, as `npm start` does). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address !== null && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** User and system CPU time of a process so far, in microseconds (Linux: /proc/<pid>/stat). */
function processCpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * The product as `npm start` runs it: the built server (`node packages/server/dist/main.js`) serving the
 * built web app, with the environment's log level (`info` unless LOG_LEVEL says otherwise); its log lines
 * go to a file, as a process manager would keep them.
 */
async function startProductServer(env: NodeJS.ProcessEnv, logFile: string): Promise<Server> {
  for (const file of [SERVER_MAIN, WEB_INDEX]) {
    if (!existsSync(file))
      throw new Error(`${path.relative(ROOT, file)} is missing: run npm run build first`);
  }
  const port = await freePort();
  const logs = openSync(logFile, 'a');
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', logs, 'inherit'],
  });
  closeSync(logs);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The app exited with code ${child.exitCode}; see ${logFile}`);
    if (Date.now() - started > 60_000) throw new Error('The app did not answer /healthz in 60 s');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid as number;
  return {
    mode: 'app',
    port,
    async cpuMicros() {
      return processCpuMicros(pid);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
    },
  };
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

async function post(port: number, cookie: string, path: string, body: unknown, method = 'POST') {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!answer.ok) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  }
  return answer;
}

/**
 * Makes the administrator a modeler and stores a generated model of `steps` steps (bench/editor's
 * generator; its subprocess steps open a small published model), publishes it as revision 1 and saves
 * its working copy once more, as the editor would. Returns the model's id.
 */
async function seedModel(port: number, cookie: string, steps: number): Promise<string> {
  await post(port, cookie, '/api/user-role/add_user', {
    id: ADMIN_USER_ID,
    roleId: SYSTEM_ROLE_IDS.ROLE_MODELER,
  });
  // The subprocess: start → activity → end, published.
  const subId = randomUUID();
  const [start, activity, end] = [randomUUID(), randomUUID(), randomUUID()];
  const step = (id: string, type: Step['type'], next: string | null): Step => ({
    id,
    name: type === 'activity' ? 'Do the work' : '',
    type,
    children: next === null ? [] : [{ id: next, weight: 1 }],
    actor: NO_ROLE,
  });
  await post(port, cookie, '/api/process_model', {
    id: subId,
    info: { name: 'Bench subprocess', description: '' },
    owner: NO_ROLE,
    manager: NO_ROLE,
    steps: [step(start, 'start', activity), step(activity, 'activity', end), step(end, 'end', null)],
    groups: [],
  });
  await post(port, cookie, `/api/process_model/publish/${subId}`, {});

  const { input } = generateModel(steps);
  const opening = (each: Step): Step =>
    each.type === 'subprocess' ? { ...each, process: { ...NO_PROCESS, id: subId } } : each;
  await post(port, cookie, '/api/process_model', { ...input, steps: input.steps.map(opening) });
  await post(port, cookie, `/api/process_model/publish/${input.id}`, {});
  const copy = (await (
    await fetch(`http://127.0.0.1:${port}/api/process_model/${input.id}/edit`, { headers: { cookie } })
  ).json()) as ProcessModel;
  await post(
    port,
    cookie,
    '/api/process_model',
    {
      id: copy.id,
      info: { ...copy.info, name: `${copy.info.name} (draft)` },
      owner: copy.owner,
      manager: copy.manager,
      steps: copy.steps,
      groups: copy.groups,
      updatedAt: copy.updatedAt,
    },
    'PUT',
  );
  return input.id;
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
  /** The status every answer must have (200 unless said). */
  status?: 200 | 304;
  /** The Content-Encoding the answer must have (checked once before the load). */
  encoding?: string;
}

/** One request by fetch, so that a broken setup fails before the load starts, with its answer. */
async function check(
  target: Target,
  expectedStatus: number = target.status ?? 200,
  headers = target.headers,
) {
  const response = await fetch(`http://127.0.0.1:${target.server.port}${target.path}`, {
    method: target.method,
    headers,
    body: target.body ?? null,
  });
  const text = await response.text();
  if (response.status !== expectedStatus) {
    throw new Error(
      `${target.name}: expected ${expectedStatus}, got ${response.status}: ${text.slice(0, 300)}`,
    );
  }
  const encoding = response.headers.get('content-encoding') ?? undefined;
  if (expectedStatus === (target.status ?? 200) && encoding !== target.encoding) {
    throw new Error(`${target.name}: expected Content-Encoding ${target.encoding}, got ${encoding}`);
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
  // A revalidation answers 304: then every answer must be a 3xx (autocannon counts them as non-2xx).
  const good = target.status === 304 ? result['3xx'] : result['2xx'];
  const wrong = target.status === 304 ? result['2xx'] + result['4xx'] + result['5xx'] : result.non2xx;
  const bad = wrong + result.errors + result.timeouts + result.mismatches;
  if (bad > 0 || good === 0) {
    throw new Error(
      `${target.name}: ${good} answers were as expected (${target.status ?? 200}), but non-2xx=${result.non2xx} ` +
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
  /** Server CPU time per answered request: steadier than the rate when other work shares the cores. */
  serverCpuMicrosPerRequest: number;
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
    requests: target.status === 304 ? result['3xx'] : result['2xx'],
    serverCpuPercent: percent(server),
    serverCpuMicrosPerRequest: Math.round(
      server / Math.max(1, target.status === 304 ? result['3xx'] : result['2xx']),
    ),
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
      serverCpuMicrosPerRequest: of((s) => s.serverCpuMicrosPerRequest),
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
      Math.round(m.serverCpuMicrosPerRequest).toString(),
      `${m.loadGeneratorCpuPercent.toFixed(1)} %`,
      m.loadAverage.toFixed(2),
    ].join(' | '),
  );
  return [
    '| route | req/s (avg) | p99 ms | ratio to ceiling | server CPU | server CPU µs/request | autocannon CPU | max load avg |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
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
    const logFile = path.join(dataDir, 'server.log');
    const appServer = await startProductServer(
      {
        ...process.env,
        NODE_ENV: 'production',
        STROOMLIJN_DATA_DIR: dataDir,
        STROOMLIJN_ADMIN_EMAIL: ADMIN_EMAIL,
        STROOMLIJN_ADMIN_PASSWORD: ADMIN_PASSWORD,
        // SQLite unless BENCH_DATABASE_URL names a PostgreSQL database for the run (a dedicated one).
        DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      },
      logFile,
    );
    servers.push(appServer);
    const bareServer = await startBareServer({ ...process.env, NODE_ENV: 'production' });
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
    const securityTargets: Target[] = [
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

    const wanted = (target: Target) =>
      settings.routes.length === 0 || settings.routes.some((word) => target.name.includes(word));
    const targets: Target[] = [];
    if (securityTargets.some(wanted)) targets.push(...securityTargets);

    // The big model reads (issue 17): as a browser asks (it accepts br), a client that takes gzip only,
    // and a browser revalidating what it has (If-None-Match: 304). Their own anchor runs just before.
    const modelTargets = (id: string, etag: string): Target[] => {
      const browser = { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' };
      const route = (name: string, url: string, extra: Partial<Target> = {}): Target => ({
        name,
        server: appServer,
        method: 'GET',
        path: url,
        headers: browser,
        ceiling: 'GET /bare (models)',
        encoding: 'br',
        ...extra,
      });
      const steps = settings.modelSteps.toLocaleString('en');
      return [
        { name: 'GET /bare (models)', server: bareServer, method: 'GET', path: '/bare', headers: {} },
        route(`GET /api/process_model/{id}/edit, ${steps} steps, br`, `/api/process_model/${id}/edit`),
        route(`GET /api/process_model/{id}/edit, ${steps} steps, gzip`, `/api/process_model/${id}/edit`, {
          headers: { cookie, 'accept-encoding': 'gzip, deflate' },
          encoding: 'gzip',
        }),
        route(
          `GET /api/process_model/revisions/{id}/1, ${steps} steps, br`,
          `/api/process_model/revisions/${id}/1`,
        ),
        route(`GET /api/process_model/{id}, ${steps} steps, br`, `/api/process_model/${id}`),
        route(
          `GET /api/process_model/{id}/edit, ${steps} steps, If-None-Match → 304`,
          `/api/process_model/${id}/edit`,
          {
            headers: { ...browser, 'if-none-match': etag },
            status: 304,
            encoding: undefined,
          },
        ),
      ];
    };
    // A route named, with the anchor before it; the ETag is asked for only when the 304 case runs.
    const [modelAnchor, ...modelRoutes] = modelTargets('{id}', '{etag}');
    const wantedModelRoutes = modelRoutes.filter(wanted).map((target) => target.name);
    if (modelAnchor && wantedModelRoutes.length > 0) {
      const id = await seedModel(appServer.port, cookie, settings.modelSteps);
      let etag = '';
      if (modelRoutes.some((target) => target.status === 304 && wantedModelRoutes.includes(target.name))) {
        const edit = await fetch(`http://127.0.0.1:${appServer.port}/api/process_model/${id}/edit`, {
          headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
        });
        await edit.arrayBuffer();
        etag = edit.headers.get('etag') ?? '';
        if (edit.status !== 200 || etag === '') {
          throw new Error(`/edit answered ${edit.status} without an ETag`);
        }
      }
      const [anchor, ...routes] = modelTargets(id, etag);
      targets.push(anchor as Target, ...routes.filter((target) => wantedModelRoutes.includes(target.name)));
    }

    for (const target of targets) await check(target);
    // The authenticated routes must refuse a caller without the cookie, or the figures measure nothing.
    for (const target of targets.filter((each) => each.server === appServer)) {
      const { cookie: _, ...anonymous } = target.headers;
      await check(target, 401, anonymous);
    }

    console.log(
      `Node ${process.version}, ${os.cpus().length} cores; ${settings.connections} connections, ` +
        `${settings.warmupSeconds} s warm-up + ${settings.seconds} s per route, ${settings.rounds} round(s); ` +
        `data in ${dataDir}; LOG_LEVEL ${process.env.LOG_LEVEL || 'info'}; ` +
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
    // The product's request lines went to its log file: the figures are with logging as users run it.
    const requestLines = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"msg":"request completed"')).length;
    console.log(`The app logged ${requestLines.toLocaleString('en')} request lines.`);

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
