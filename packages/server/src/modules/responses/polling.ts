import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** The PostgreSQL advisory lock that one instance holds while it polls (an arbitrary fixed number). */
const POLL_LOCK = 7_131_313;

/** The poll of the form service: a background job, and what tests call to poll at once. */
export interface FormPolling {
  /** Starts the timer (none when `seconds` is 0). */
  start(): void;
  /** Polls now unless a poll runs already (here, or on PostgreSQL in another instance). */
  pollNow(): Promise<void>;
  /** Stops the timer and waits for a poll under way. */
  stop(): Promise<void>;
}

/**
 * Polls every `seconds` (0: never on its own) with `poll` once started, so that nothing is missed
 * while notifications are off or a webhook was lost. On PostgreSQL only the instance that takes the
 * advisory lock polls.
 */
export function formPolling(
  db: Kysely<Database>,
  dialect: Dialect,
  seconds: number,
  poll: (db: Kysely<Database>) => Promise<void>,
  onError: (error: unknown) => void,
): FormPolling {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function locked(): Promise<void> {
    if (dialect !== 'postgres') return poll(db);
    // A session lock lives on one connection: take it, poll and release it on that same connection.
    await db.connection().execute(async (connection) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${POLL_LOCK}) as locked`.execute(connection);
      if (!rows[0]?.locked) return;
      try {
        await poll(connection);
      } finally {
        await sql`select pg_advisory_unlock(${POLL_LOCK})`.execute(connection);
      }
    });
  }

  function pollNow(): Promise<void> {
    running ??= locked().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    start() {
      if (seconds <= 0 || timer) return;
      timer = setInterval(() => void pollNow().catch(onError), seconds * 1000);
      timer.unref();
    },
    pollNow,
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
