import { SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import { sql, type Transaction } from 'kysely';
import type { BuiltApp } from '../app.js';
import type { Database } from '../db/schema.js';

/**
 * Waits until a query of another connection waits for a lock (PostgreSQL): the request under test has
 * reached the row the test's transaction holds. False when none does within the time.
 */
export async function someoneWaitsForALock(t: BuiltApp, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(t.database.db);
    if ((rows[0]?.n ?? 0) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/**
 * Runs `change` while another transaction has run `lock` (taking row locks) and stays open; that
 * transaction commits once the change waits for it (`waited`), or after a time if it never does.
 */
export async function whileLocked<T>(
  t: BuiltApp,
  lock: (trx: Transaction<Database>) => Promise<unknown>,
  change: () => Promise<T>,
): Promise<{ answer: T; waited: boolean }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = t.database.db.transaction().execute(async (trx) => {
    await lock(trx);
    locked();
    await held;
  });
  await isLocked;
  const answer = change();
  const waited = await someoneWaitsForALock(t, 5_000);
  release();
  await holder;
  return { answer: await answer, waited };
}

/** Runs `change` while another transaction holds the user's row and makes the user an administrator. */
export async function whileMadeAdministrator<T>(
  t: BuiltApp,
  userId: string,
  change: () => Promise<T>,
): Promise<T> {
  const { answer } = await whileLocked(
    t,
    async (trx) => {
      await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute();
      await trx
        .insertInto('user_role')
        .values({ user_id: userId, role_id: SYSTEM_ROLE_IDS.ROLE_ADMIN })
        .execute();
    },
    change,
  );
  return answer;
}
