import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_SERVER_ENV } from './settings';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_MAIN = path.join(REPO_ROOT, 'packages/server/dist/main.js');

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LIMIT = 64 * 1024;

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  baseUrl: string;
  port: number;
  /** The server's STROOMLIJN_DATA_DIR; its SQLite file is `<dataDir>/stroomlijn.sqlite`. */
  dataDir: string;
  /** What the server printed so far (the last 64 KiB). */
  output(): string;
  /** Stops the server and removes its data directory. Safe to call twice. */
  stop(): Promise<void>;
}

/** A loopback port that is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No free port'));
      });
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) {
      throw new Error(
        `The e2e server exited during start-up (code ${child.exitCode}, signal ${child.signalCode}):\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/config`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The e2e server did not answer GET /api/config within ${START_TIMEOUT_MS} ms:\n${output()}`,
  );
}

/**
 * Starts the built server (`packages/server/dist/main.js`) as a child process on a free loopback
 * port with a fresh data directory (SQLite), and waits until `GET /api/config` answers.
 * `env` overrides or adds variables, e.g. `{ STROOMLIJN_SESSION_IDLE_SECONDS: '4' }`.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: build the app first (npm run build).`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stroomlijn-e2e-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...BASE_SERVER_ENV,
    STROOMLIJN_DATA_DIR: dataDir,
    PORT: String(port),
    STROOMLIJN_PUBLIC_URL: baseUrl,
    ...env,
  };
  // The e2e tests write users into the server's SQLite file, so the server must not use PostgreSQL.
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  // Vitest sets NODE_ENV=test in its own process; the server gets it only when asked for.
  if (!('NODE_ENV' in env)) delete childEnv.NODE_ENV;

  let output = '';
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', (chunk: Buffer) => {
    collect(chunk);
    process.stderr.write(`[e2e server :${port}] ${chunk.toString('utf8')}`);
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      if (!exited(child)) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
          child.kill('SIGKILL');
          await waitForExit(child, STOP_TIMEOUT_MS);
        }
      }
      process.removeListener('exit', killOnExit);
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };

  try {
    await waitUntilReady(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, dataDir, output: () => output, stop };
}
