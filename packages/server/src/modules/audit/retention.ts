import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lockChainHead, recordAudit } from './record-audit.js';

/** Entries removed per transaction: the chain's head (and every write waiting for it) is locked that long. */
const BATCH = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Checked every hour; a run removes what is older than the retention, whole days, so the first run of a day does it. */
const INTERVAL_MS = 60 * 60 * 1000;

/** The start of the UTC day `years` before `now`: entries before it are past the retention. */
export function retentionCutoff(now: number, years: number): number {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return Math.floor(date.getTime() / DAY_MS) * DAY_MS;
}

/**
 * Removes the audit entries older than the retention (`years`), whole days from the start of the chain,
 * in batches of their own transactions, each moving the chain's anchor to its last removed entry so that
 * the chain still checks; then records that it did (how many, up to which day). Answers how many it removed.
 */
export async function applyRetention(db: Kysely<Database>, years: number, now = Date.now()): Promise<number> {
  const cutoff = retentionCutoff(now, years);
  // Most runs have nothing to remove: they ask without a transaction, which would take SQLite's write
  // lock (BEGIN IMMEDIATE) at every start and every hour for nothing.
  const first = await db.selectFrom('audit_entry').select('at').orderBy('seq').limit(1).executeTakeFirst();
  if (!first || Number(first.at) >= cutoff) return 0;
  let removed = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      await lockChainHead(trx);
      const batch = await trx
        .selectFrom('audit_entry')
        .select(['seq', 'at', 'hash'])
        .orderBy('seq')
        .limit(BATCH)
        .execute();
      // The prefix of the chain before the cutoff (an entry of a later day ends it).
      const through = batch.findIndex((row) => Number(row.at) >= cutoff);
      const prefix = through < 0 ? batch : batch.slice(0, through);
      const last = prefix[prefix.length - 1];
      if (!last) return true;
      await trx.deleteFrom('audit_subject').where('seq', '<=', last.seq).execute();
      await trx.deleteFrom('audit_entry').where('seq', '<=', last.seq).execute();
      await trx.deleteFrom('audit_anchor').where('id', '=', 1).execute();
      await trx.insertInto('audit_anchor').values({ id: 1, seq: last.seq, hash: last.hash }).execute();
      removed += prefix.length;
      return prefix.length < batch.length || batch.length < BATCH;
    });
    if (done) break;
  }
  if (removed > 0)
    await db.transaction().execute((trx) =>
      recordAudit(trx, {
        entity: 'audit',
        entityId: 'retention',
        action: 'retention',
        after: { removed, before: new Date(cutoff).toISOString(), retentionYears: years },
        actor: { kind: 'system', id: null, name: '' },
      }),
    );
  return removed;
}

/** The hourly job that applies the retention. */
export function auditRetentionJob(
  db: Kysely<Database>,
  options: { years: number; timer: boolean; onError: (error: unknown) => void },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = (now?: number) => {
    const next = running.catch(() => undefined).then(() => applyRetention(db, options.years, now));
    running = next;
    return next;
  };
  return {
    start() {
      if (!options.timer || timer) return;
      timer = setInterval(() => {
        run().catch(options.onError);
      }, INTERVAL_MS);
      timer.unref();
      run().catch(options.onError);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running.catch(() => undefined);
    },
    /** Applies the retention now (as of `now`): for tests and operators. */
    runNow: run,
  };
}

export type AuditRetentionJob = ReturnType<typeof auditRetentionJob>;
