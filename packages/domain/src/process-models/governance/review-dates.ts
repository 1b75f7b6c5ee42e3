/** The longest review interval a model may have, in months (ten years). */
export const REVIEW_INTERVAL_MAX_MONTHS = 120;

/** The intervals the model information offers; any whole number of months up to the maximum is accepted. */
export const REVIEW_INTERVAL_CHOICES = [3, 6, 12, 24, 36] as const;

/**
 * The governance overview's window in days: a review comes up this long before its date and is overdue
 * this long after it; a working copy is stale when it has been unpublished for longer.
 */
export const GOVERNANCE_WINDOW_DAYS = 30;
const WINDOW = GOVERNANCE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/**
 * `months` calendar months after `at` (UTC), on the same day of the month or, where that month is
 * shorter, on its last day (31 January + 1 month = 28 or 29 February); the time of day stays.
 */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const month = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(month / 12);
  const monthOfYear = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, monthOfYear + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    monthOfYear,
    Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

/** When a published model is next to be reviewed: its latest publish plus its interval; none without either. */
export function reviewDate(publishedAt: number | null, intervalMonths: number | null): number | null {
  return publishedAt === null || intervalMonths === null ? null : addMonths(publishedAt, intervalMonths);
}

export const REVIEW_STATES = ['upcoming', 'due', 'overdue'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * Where a review stands at `now`: `due` from its date on (the latest publish is older than the interval),
 * `overdue` once it has been due for the window, `upcoming` in the window before its date; otherwise none.
 */
export function reviewState(date: number | null, now: number): ReviewState | undefined {
  if (date === null) return undefined;
  if (now >= date + WINDOW) return 'overdue';
  if (now >= date) return 'due';
  if (now >= date - WINDOW) return 'upcoming';
  return undefined;
}

/** Whether a working copy with changes unpublished since `since` (null: none) has waited past the window. */
export function isStaleWorkingCopy(since: number | null, now: number): boolean {
  return since !== null && now - since > WINDOW;
}
