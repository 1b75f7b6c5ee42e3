import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type Driver, Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from './database-config.js';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL's connection pool (for its metrics); null on SQLite. */
  pool: pg.Pool | null;
  /**
   * Where errors of connections that no request is waiting on go (a connection the database ended while
   * idle): reported, never thrown, so that the process lives on and the pool opens new connections.
   */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
  /**
   * Runs a compiled read at once, outside Kysely, when that is safe: on SQLite while no transaction or
   * streamed read holds the connection (one synchronous call then reads committed data, as Kysely would).
   * Undefined when not (and always on PostgreSQL): the caller then reads through Kysely.
   */
  readNow(query: CompiledQuery): unknown[] | undefined;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  sqliteFile: string;
  timeouts?: DatabaseTimeouts;
}

const INT8_OID = 20;

function openPostgres(url: string, timeouts: DatabaseTimeouts): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A frozen server never sends its statement_timeout error: the client gives up a moment later.
    query_timeout: timeouts.statementMs + 1000,
    keepAlive: true,
    // bigint columns hold epoch milliseconds, which fit in a JavaScript number.
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format),
    } as pg.CustomTypesConfig,
  });
  let report: (error: Error) => void = () => {};
  // Without a listener an error event ends the process: the pool's for idle connections, each
  // connection's own for the moments it is checked out between two queries of a transaction.
  pool.on('error', (error) => report(error));
  pool.on('connect', (client) => client.on('error', (error) => report(error)));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    pool,
    onConnectionError: (listener) => {
      report = listener;
    },
    close: () => db.destroy(),
    readNow: () => undefined,
  };
}

/**
 * SQLite whose transactions take the write lock when they begin (BEGIN IMMEDIATE). A deferred
 * transaction that reads first and then writes cannot wait for another process's lock (a backup, a
 * tool): SQLite refuses its upgrade at once. An immediate one waits up to the busy time-out.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

function openSqlite(file: string, timeouts: DatabaseTimeouts): DatabaseHandle {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file, { timeout: timeouts.sqliteBusyMs });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  const connection = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: connection }) });
  const readNow = (query: CompiledQuery): unknown[] | undefined => {
    // Inside a transaction the connection would see its uncommitted writes, and during a streamed read
    // the stream's snapshot, which may be older than another process's last commit.
    if (sqlite.inTransaction || connection.streaming()) return undefined;
    return connection.prepare(query.sql).all(query.parameters);
  };
  return {
    db,
    dialect: 'sqlite',
    pool: null,
    onConnectionError: () => {},
    close: () => db.destroy(),
    readNow,
  };
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error(
        'DATABASE_URL must start with postgres:// (or be empty for the embedded SQLite database)',
      );
    }
    return openPostgres(options.databaseUrl, timeouts);
  }
  return openSqlite(options.sqliteFile, timeouts);
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** The names of the migrations not yet run on this database (empty when it is up to date). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrations = await new Migrator({ db, provider: migrationProvider }).getMigrations();
  return migrations
    .filter((migration) => migration.executedAt === undefined)
    .map((migration) => migration.name);
}
