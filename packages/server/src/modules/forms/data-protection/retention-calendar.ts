/** One day in milliseconds: the retention job runs once a day from the app's start. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `at` moved by `months` calendar months (negative: back) in the server's time zone, on the same day of
 * the month and time of day; a day the month lacks becomes its last (31 March minus one month is the
 * 28th or 29th of February).
 */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getDate();
  date.setDate(1);
  date.setMonth(date.getMonth() + months);
  const last = new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();
  date.setDate(Math.min(day, last));
  return date.getTime();
}

/** Responses closed before this moment are past a retention of `months` at `now`. */
export function retentionCutoff(now: number, months: number): number {
  return addMonths(now, -months);
}

/**
 * When a job that ran first at `firstRun` and then every day will first run at or after `due` (and not
 * before `now`).
 */
export function runAtOrAfter(firstRun: number, due: number, now: number): number {
  const at = Math.max(due, now);
  if (at <= firstRun) return firstRun;
  return firstRun + Math.ceil((at - firstRun) / DAY_MS) * DAY_MS;
}
