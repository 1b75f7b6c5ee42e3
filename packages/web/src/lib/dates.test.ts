import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonthYear, parseDayMonthYear } from './dates';

describe('dates', () => {
  const date = new Date(2025, 2, 3, 14, 5);

  it('I18N-03: dates are shown in the user language', () => {
    expect(formatDate(date, 'en')).toBe('Mar 3, 2025');
    expect(formatDate(date, 'nl')).toBe('3 mrt 2025');
    expect(formatDateTime(date, 'nl')).toContain('14:05');
  });

  it('day-month-year is dd-MM-yyyy', () => {
    expect(formatDayMonthYear(date)).toBe('03-03-2025');
    expect(formatDayMonthYear(new Date(2024, 11, 31))).toBe('31-12-2024');
  });

  it('an invalid date formats as empty text', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDayMonthYear('not a date')).toBe('');
  });

  it('reads dd-MM-yyyy and refuses impossible dates', () => {
    expect(parseDayMonthYear('29-02-2024')?.getDate()).toBe(29);
    expect(parseDayMonthYear('30-02-2024')).toBeNull();
    expect(parseDayMonthYear('2024-02-01')).toBeNull();
  });
});
