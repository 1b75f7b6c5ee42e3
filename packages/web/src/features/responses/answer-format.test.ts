import { parseDayMonthYear } from '@stroomlijn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAnswerDate, formatClockTime, textLines } from './answer-format';

const two = (n: number) => String(n).padStart(2, '0');
const calendarDay = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

describe('the formatting of answers', () => {
  it('WF-11: a date answer of 7 December 2026 reads 07-12-2026 in English and in Dutch', () => {
    for (const language of ['en', 'nl'])
      expect(formatAnswerDate({ kind: 'date', date: '2026-12-07' }, language)).toBe('07-12-2026');
  });

  it('any date reads day-month-year and reads back as the same day', () => {
    fc.assert(
      fc.property(calendarDay, fc.constantFrom('en', 'nl'), ({ year, month, day }, language) => {
        const shown = formatAnswerDate({ kind: 'date', date: `${year}-${two(month)}-${two(day)}` }, language);
        expect(shown).toMatch(/^\d{2}-\d{2}-\d{4}$/);
        expect(parseDayMonthYear(shown)).toEqual({ year, month, day });
      }),
    );
  });

  it("times in the user's language: 2:30 PM in English, 14:30 in Dutch; a date keeps its time", () => {
    expect(formatClockTime('14:30', 'en')).toBe('2:30 PM');
    expect(formatClockTime('14:30', 'nl')).toBe('14:30');
    expect(formatClockTime('00:05', 'nl')).toBe('00:05');
    expect(formatAnswerDate({ kind: 'date', date: '2026-12-07', time: '09:15' }, 'nl')).toBe(
      '07-12-2026 09:15',
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        expect(formatClockTime(`${two(hour)}:${two(minute)}`, 'nl')).toBe(`${two(hour)}:${two(minute)}`);
      }),
    );
  });

  it("an old answer's text keeps its lines; the service's <br> is a line break, not markup", () => {
    expect(textLines('Street Address: Dam 1<br>City: Amsterdam<BR/>Country: NL')).toEqual([
      'Street Address: Dam 1',
      'City: Amsterdam',
      'Country: NL',
    ]);
    expect(textLines('plain')).toEqual(['plain']);
  });
});
