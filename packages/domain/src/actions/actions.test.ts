import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../errors/index.js';
import {
  ACTION_STATUSES,
  actionStatusUpdateSchema,
  dayMonthYearToIso,
  formatDayMonthYearDate,
  isoToDayMonthYear,
  nextDay,
  parseDayMonthYear,
  responseActionBodySchema,
} from './index.js';

const id = '3f0e1c52-9a1b-4c8e-8a55-0c7e6e0b5d11';
const body = {
  id,
  formId: id,
  responseId: id,
  action: 'Call the applicant',
  remarks: '',
  status: 'open',
  assignee: { id, name: 'Ann' },
  startDate: '01-12-2026',
  endDate: '03-12-2026',
};

const calendarDate = fc
  .date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

describe('day-month-year dates', () => {
  it('I18N-05: every calendar date survives dd-MM-yyyy and the stored yyyy-MM-dd both ways', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const text = formatDayMonthYearDate(date);
        expect(text).toMatch(/^\d{2}-\d{2}-\d{4}$/);
        expect(parseDayMonthYear(text)).toEqual(date);
        expect(isoToDayMonthYear(dayMonthYearToIso(text))).toBe(text);
      }),
    );
  });

  it('refuses what is no date: other shapes, the 30th of February, month 13', () => {
    for (const text of [
      '2026-12-01',
      '1-12-2026',
      '30-02-2026',
      '01-13-2026',
      '00-01-2026',
      '',
      '01-01-0999',
    ])
      expect(parseDayMonthYear(text), text).toBeNull();
    expect(parseDayMonthYear('29-02-2028')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('the next day crosses months and years', () => {
    expect(nextDay({ year: 2026, month: 12, day: 31 })).toEqual({ year: 2027, month: 1, day: 1 });
    expect(nextDay({ year: 2028, month: 2, day: 28 })).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

describe('response action payloads', () => {
  it('AC-10: the body is {action, remarks, assignee, status, startDate, endDate, formId, responseId, id}', () => {
    expect(responseActionBodySchema.parse(body)).toEqual(body);
    expect(responseActionBodySchema.parse({ ...body, assignee: null, updated: 5 })).toMatchObject({
      assignee: null,
      updated: 5,
    });
    expect(responseActionBodySchema.safeParse({ ...body, extra: 1 }).success).toBe(false);
  });

  it('AC-07, AC-28: the status is open, waiting or closed', () => {
    expect(ACTION_STATUSES).toEqual(['open', 'waiting', 'closed']);
    for (const status of ACTION_STATUSES)
      expect(responseActionBodySchema.safeParse({ ...body, status }).success).toBe(true);
    expect(responseActionBodySchema.safeParse({ ...body, status: 'deleted' }).success).toBe(false);
  });

  it('I18N-05, I18N-07: dates are day-month-year; anything else is an invalid date under its field', () => {
    const result = responseActionBodySchema.safeParse({ ...body, startDate: '2026-12-01', endDate: '' });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual([
      { name: 'startDate', message: 'invalid-date' },
      { name: 'endDate', message: 'invalid-date' },
    ]);
  });

  it('an end date before the start date is refused under the end date; the same day is fine', () => {
    const result = responseActionBodySchema.safeParse({ ...body, endDate: '30-11-2026' });
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual([
      { name: 'endDate', message: 'end-before-start' },
    ]);
    expect(responseActionBodySchema.safeParse({ ...body, endDate: body.startDate }).success).toBe(true);
  });

  it('an action needs a text of at most 200 characters', () => {
    const empty = responseActionBodySchema.safeParse({ ...body, action: '  ' });
    expect(fieldErrorsFromIssues(empty.error?.issues ?? [])).toEqual([
      { name: 'action', message: 'not-empty' },
    ]);
    const long = responseActionBodySchema.safeParse({ ...body, action: 'x'.repeat(201) });
    expect(fieldErrorsFromIssues(long.error?.issues ?? [])).toEqual([
      { name: 'action', message: 'text-too-long' },
    ]);
  });

  it('AC-05: the holder sends {id, status, remarks, updated}', () => {
    const update = { id, status: 'closed', remarks: 'Done', updated: 1 };
    expect(actionStatusUpdateSchema.parse(update)).toEqual(update);
    expect(actionStatusUpdateSchema.safeParse({ ...update, action: 'x' }).success).toBe(false);
  });
});
