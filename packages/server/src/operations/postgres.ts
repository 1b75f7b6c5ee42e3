import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { OperationError } from './operation-error.js';

/** The commands of the PostgreSQL client tools; found on the PATH unless named otherwise. */
export interface PostgresTools {
  pgDump: string;
  pgRestore: string;
}

export const DEFAULT_TOOLS: PostgresTools = { pgDump: 'pg_dump', pgRestore: 'pg_restore' };

export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '****';
    return parsed.toString();
  } catch {
    return 'postgres://(an unreadable DATABASE_URL)';
  }
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The text with the URL's password (as written and decoded) blacked out. */
export function withoutPassword(text: string, url: string | null): string {
  const password = url && URL.canParse(url) ? new URL(url).password : '';
  if (password === '') return text;
  return text.replaceAll(password, '****').replaceAll(decoded(password), '****');
}

/**
 * Runs pg_dump or pg_restore on the database of `url`. The password travels in PGPASSWORD, not on the
 * command line, where any user of the machine could read it.
 */
export function runTool(command: string, args: readonly string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decoded(parsed.password);
  parsed.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const name = path.basename(command);
  return new Promise((resolve, reject) => {
    const child = spawn(command, [`--dbname=${parsed.toString()}`, ...args], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 20_000) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new OperationError(
              `${name} was not found (${command}): install the PostgreSQL client tools of the server's version or newer (Debian: postgresql-client)`,
            )
          : error,
      ),
    );
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const why = withoutPassword(stderr.trim(), url) || 'no message';
      reject(new OperationError(`${name} failed (${signal ?? `exit code ${code}`}): ${why}`));
    });
  });
}

/** A connection for the checks around the tools; a failure to connect says which database, without password. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    const why = withoutPassword(error instanceof Error ? error.message : String(error), url);
    throw new OperationError(`Cannot connect to ${redactedUrl(url)}: ${why}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The tables, views and sequences in the schema public: a database to restore into has none. */
export async function publicRelations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S') ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** What backup and restore take besides the place and the file. */
export interface OperationOptions {
  /** Progress lines for the operator. */
  report?: (line: string) => void;
  tools?: Partial<PostgresTools>;
}
