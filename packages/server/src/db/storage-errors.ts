/**
 * Errors that mean "the database cannot answer now" rather than "this request is wrong": the connection
 * went, was refused or timed out, the server is shutting down or starting, a time-out ended the statement,
 * or SQLite could not get its lock or write its file. They answer 503 `storage`; the request may be
 * tried again.
 */
const POSTGRES_CODES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '57014', // query_canceled (statement_timeout)
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|PROTOCOL)/;

/** Messages of the `pg` driver for a connection that went or never came (it gives them no code). */
const PG_DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
];

export function isStorageUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (POSTGRES_CODES.has(code) || NETWORK_CODES.has(code) || SQLITE_CODES.test(code))
  )
    return true;
  if (PG_DRIVER_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  // An AggregateError (a failed connect to each of several addresses) or a wrapped cause.
  if (error instanceof AggregateError) return error.errors.some(isStorageUnavailable);
  return error.cause !== undefined && error.cause !== error && isStorageUnavailable(error.cause);
}
