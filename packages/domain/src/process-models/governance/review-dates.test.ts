import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  GOVERNANCE_WINDOW_DAYS,
  isStaleWorkingCopy,
  reviewDate,
  reviewState,
} from './review-dates.js';

const day = 24 * 60 * 60 * 1000;
const utc = (text: string) => Date.parse(`${text}Z`);

describe('review dates', () => {
  it('adds calendar months, ending on the last day of a shorter month', () => {
    expect(addMonths(utc('2026-01-31T10:15:00'), 1)).toBe(utc('2026-02-28T10:15:00'));
    expect(addMonths(utc('2028-01-31T00:00:00'), 1)).toBe(utc('2028-02-29T00:00:00'));
    expect(addMonths(utc('2026-11-26T08:00:00'), 12)).toBe(utc('2027-11-26T08:00:00'));
    expect(addMonths(utc('2026-08-31T00:00:00'), 18)).toBe(utc('2028-02-29T00:00:00'));
    expect(addMonths(utc('2026-03-31T00:00:00'), -1)).toBe(utc('2026-02-28T00:00:00'));
  });

  it('a review date needs both a publish and an interval', () => {
    expect(reviewDate(null, 12)).toBeNull();
    expect(reviewDate(utc('2026-01-01T00:00:00'), null)).toBeNull();
    expect(reviewDate(utc('2026-01-01T00:00:00'), 6)).toBe(utc('2026-07-01T00:00:00'));
  });

  it('a review is upcoming in the window before its date, due from it, overdue a window after it', () => {
    const date = utc('2026-06-01T00:00:00');
    const window = GOVERNANCE_WINDOW_DAYS * day;
    expect(reviewState(date, date - window - 1)).toBeUndefined();
    expect(reviewState(date, date - window)).toBe('upcoming');
    expect(reviewState(date, date - 1)).toBe('upcoming');
    expect(reviewState(date, date)).toBe('due');
    expect(reviewState(date, date + window - 1)).toBe('due');
    expect(reviewState(date, date + window)).toBe('overdue');
    expect(reviewState(null, date)).toBeUndefined();
  });

  it('a working copy is stale once its changes have waited longer than the window', () => {
    const now = utc('2026-11-26T00:00:00');
    expect(isStaleWorkingCopy(null, now)).toBe(false);
    expect(isStaleWorkingCopy(now - GOVERNANCE_WINDOW_DAYS * day, now)).toBe(false);
    expect(isStaleWorkingCopy(now - GOVERNANCE_WINDOW_DAYS * day - 1, now)).toBe(true);
  });

  it('adding months keeps the time of day, never goes back, and lands in the month asked for', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: utc('1990-01-01T00:00:00'), max: utc('2090-01-01T00:00:00') }),
        fc.integer({ min: 0, max: 240 }),
        (at, months) => {
          const later = addMonths(at, months);
          expect(later).toBeGreaterThanOrEqual(at);
          expect(later % day).toBe(at % day);
          const from = new Date(at);
          const to = new Date(later);
          expect(to.getUTCFullYear() * 12 + to.getUTCMonth()).toBe(
            from.getUTCFullYear() * 12 + from.getUTCMonth() + months,
          );
          expect(to.getUTCDate()).toBeLessThanOrEqual(from.getUTCDate());
        },
      ),
    );
  });
});
