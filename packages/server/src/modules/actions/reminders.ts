import { formatIsoDate } from '@stroomlijn/domain';

/** The first check a while after start (the app is up), then one every hour. */
export const REMINDER_START_DELAY_MS = 30_000;
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/** The server's local date of `at` as 'yyyy-MM-dd'. */
export function localIsoDate(at: Date = new Date()): string {
  return formatIsoDate({ year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() });
}

/** The day to send reminders for at `now`: today once the local time is at or after `hour`, else none. */
export function reminderDay(now: Date, hour: number): string | null {
  return now.getHours() >= hour ? localIsoDate(now) : null;
}

export interface ActionReminders {
  /** Starts the timer (none when `timer` is false). */
  start(): void;
  /** Sends the reminders of `day` ('yyyy-MM-dd', default today) now, whatever the hour; the number sent. */
  remindNow(day?: string): Promise<number>;
  /** Stops the timer and waits for a check under way. */
  stop(): Promise<void>;
}

export interface ReminderSchedule {
  /** STROOMLIJN_REMINDER_HOUR: no reminders before this local hour. */
  hour: number;
  onError: (error: unknown) => void;
  startDelayMs?: number;
  intervalMs?: number;
  /** false: no timer (no email configured); `remindNow` still works. */
  timer?: boolean;
}

/**
 * The daily check of due actions: once started, a while later and then every hour, it sends today's
 * reminders once the local time is at or after the reminder hour. Runs never overlap within the
 * instance; across instances the claim per action (`remind`) keeps each reminder to one email.
 */
export function actionReminders(
  remind: (day: string) => Promise<number>,
  schedule: ReminderSchedule,
): ActionReminders {
  let last: Promise<unknown> = Promise.resolve();
  let running = 0;
  let stopped = false;

  function remindNow(day: string = localIsoDate()): Promise<number> {
    running += 1;
    const run = last
      .catch(() => undefined)
      .then(() => remind(day))
      .finally(() => {
        running -= 1;
      });
    last = run;
    return run;
  }

  function tick(): void {
    const day = reminderDay(new Date(), schedule.hour);
    if (stopped || running > 0 || day === null) return;
    remindNow(day).catch(schedule.onError);
  }

  const timers: NodeJS.Timeout[] = [];

  return {
    start() {
      if (schedule.timer === false || stopped || timers.length > 0) return;
      const first = setTimeout(() => {
        tick();
        const every = setInterval(tick, schedule.intervalMs ?? REMINDER_INTERVAL_MS);
        every.unref();
        timers.push(every);
      }, schedule.startDelayMs ?? REMINDER_START_DELAY_MS);
      first.unref();
      timers.push(first);
    },
    remindNow,
    async stop() {
      stopped = true;
      for (const timer of timers) {
        clearTimeout(timer);
        clearInterval(timer);
      }
      await last.catch(() => undefined);
    },
  };
}
