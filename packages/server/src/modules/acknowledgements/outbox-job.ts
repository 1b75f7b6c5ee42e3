/** How often an instance looks for notices to deliver, and how long after a publish it looks first. */
export const OUTBOX_INTERVAL_MS = 5_000;
export const OUTBOX_KICK_DELAY_MS = 100;
/** How long a stop waits for the mail server to take what was handed over; what is left goes again after its lease. */
const STOP_WAIT_MS = 5_000;

export interface OutboxJob {
  start(): void;
  /** Looks soon (after a publish: the tasks exist once its transaction commits). */
  kick(): void;
  /** Delivers what waits now, as the timer would; the number handed to the mailer. */
  deliverNow(now?: number): Promise<number>;
  stop(): Promise<void>;
}

export interface OutboxSchedule {
  deliver: (now: number) => Promise<number>;
  /** Resolves when what was handed over is delivered or given up, and marked. */
  queued: () => Promise<void>;
  onError: (error: unknown) => void;
  /** false: no timer (no email configured); `deliverNow` still works. */
  timer: boolean;
  intervalMs?: number;
}

/**
 * The delivery of the outbox: every few seconds, and soon after each publish, one run claims and sends
 * what waits. Runs never overlap within the instance; across instances the claims keep each notice to
 * one email.
 */
export function outboxJob(schedule: OutboxSchedule): OutboxJob {
  let last: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let kicked: NodeJS.Timeout | null = null;
  let every: NodeJS.Timeout | null = null;

  function deliverNow(now?: number): Promise<number> {
    const run = last.catch(() => undefined).then(() => schedule.deliver(now ?? Date.now()));
    last = run;
    return run;
  }

  function tick(): void {
    if (!stopped) deliverNow().catch(schedule.onError);
  }

  return {
    start() {
      if (!schedule.timer || stopped || every !== null) return;
      every = setInterval(tick, schedule.intervalMs ?? OUTBOX_INTERVAL_MS);
      every.unref();
    },
    kick() {
      if (!schedule.timer || stopped || kicked !== null) return;
      kicked = setTimeout(() => {
        kicked = null;
        tick();
      }, OUTBOX_KICK_DELAY_MS);
      kicked.unref();
    },
    deliverNow,
    async stop() {
      stopped = true;
      if (every !== null) clearInterval(every);
      if (kicked !== null) clearTimeout(kicked);
      await last.catch(() => undefined);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        schedule.queued(),
        new Promise((resolve) => {
          waited = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
    },
  };
}
