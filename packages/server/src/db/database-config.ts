import { positiveInt } from '../lib/env-values.js';

/**
 * How long the server waits on its database before a request gives up with 503 `storage` (README,
 * configuration). A request never hangs on a database that is away or frozen.
 */
export interface DatabaseTimeouts {
  /** STROOMLIJN_DB_CONNECT_TIMEOUT_MS: to open a PostgreSQL connection or wait for a free one. */
  connectMs: number;
  /** STROOMLIJN_DB_STATEMENT_TIMEOUT_MS: one statement on PostgreSQL (the server's statement_timeout). */
  statementMs: number;
  /** STROOMLIJN_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: PostgreSQL ends a transaction left idle this long. */
  idleInTransactionMs: number;
  /** STROOMLIJN_SQLITE_BUSY_TIMEOUT_MS: how long SQLite waits for another writer's lock. */
  sqliteBusyMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5000,
  statementMs: 30_000,
  idleInTransactionMs: 60_000,
  sqliteBusyMs: 5000,
};

export function loadDatabaseTimeouts(env: NodeJS.ProcessEnv): DatabaseTimeouts {
  const d = DEFAULT_DATABASE_TIMEOUTS;
  return {
    connectMs: positiveInt(
      'STROOMLIJN_DB_CONNECT_TIMEOUT_MS',
      env.STROOMLIJN_DB_CONNECT_TIMEOUT_MS,
      d.connectMs,
    ),
    statementMs: positiveInt(
      'STROOMLIJN_DB_STATEMENT_TIMEOUT_MS',
      env.STROOMLIJN_DB_STATEMENT_TIMEOUT_MS,
      d.statementMs,
    ),
    idleInTransactionMs: positiveInt(
      'STROOMLIJN_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      env.STROOMLIJN_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      d.idleInTransactionMs,
    ),
    sqliteBusyMs: positiveInt(
      'STROOMLIJN_SQLITE_BUSY_TIMEOUT_MS',
      env.STROOMLIJN_SQLITE_BUSY_TIMEOUT_MS,
      d.sqliteBusyMs,
    ),
  };
}
