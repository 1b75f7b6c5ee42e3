import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { applyResponseRetentionOnce, type RetentionCounts } from './retention.js';
import { DAY_MS, runAtOrAfter } from './retention-calendar.js';

/**
 * The daily job that deletes responses past their form's retention: it runs when the app starts and then
 * every 24 hours. `clock` gives the time (tests move it).
 */
export function responseRetentionJob(
  db: Kysely<Database>,
  options: { timer: boolean; onError: (error: unknown) => void; clock?: () => number },
) {
  const clock = options.clock ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let firstRun: number | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const run = (now = clock()): Promise<Map<string, RetentionCounts>> => {
    const next = running.catch(() => undefined).then(() => applyResponseRetentionOnce(db, now));
    running = next;
    return next;
  };
  return {
    start() {
      if (!options.timer || timer) return;
      firstRun = clock();
      timer = setInterval(() => {
        run().catch(options.onError);
      }, DAY_MS);
      timer.unref();
      run(firstRun).catch(options.onError);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running.catch(() => undefined);
    },
    /** Applies every form's retention now (as of `now`): for tests and operators. */
    runNow: run,
    /** When the job will run at or after `due`: the next deletion date the form page shows. */
    nextRunAt(due: number): number {
      const now = clock();
      return runAtOrAfter(firstRun ?? now, due, now);
    },
  };
}

export type ResponseRetentionJob = ReturnType<typeof responseRetentionJob>;
