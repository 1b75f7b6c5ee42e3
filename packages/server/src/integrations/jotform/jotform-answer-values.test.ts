import { answerValueSchema, answerValueText } from '@stroomlijn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jotformAnswerValue } from './jotform-answer-values.js';

const two = (n: number) => String(n).padStart(2, '0');

/** Any real calendar day of years 1900..2199. */
const calendarDay = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

describe("JotForm's structured answers", () => {
  it("a date answer of 7 December is 2026-12-07, shown 07-12-2026 (not the service's 12-07-2026)", () => {
    const value = jotformAnswerValue('control_datetime', {
      month: '12',
      day: '07',
      year: '2026',
      datetime: '2026-12-07 00:00:00',
    });
    expect(value).toEqual({ kind: 'date', date: '2026-12-07' });
    expect(value && answerValueText(value)).toBe('07-12-2026');
  });

  it('any real date, padded or not, becomes its ISO date and reads back day-month-year', () => {
    fc.assert(
      fc.property(calendarDay, fc.boolean(), ({ year, month, day }, padded) => {
        const text = (n: number) => (padded ? two(n) : String(n));
        const value = jotformAnswerValue('control_datetime', {
          month: text(month),
          day: text(day),
          year: String(year),
        });
        expect(value).toEqual({ kind: 'date', date: `${year}-${two(month)}-${two(day)}` });
        expect(answerValueSchema.safeParse(value).success).toBe(true);
        const [d, m, y] = answerValueText(value as never)
          .split('-')
          .map(Number);
        expect([y, m, d]).toEqual([year, month, day]);
      }),
    );
  });

  it('a day that does not exist gets no structure', () => {
    expect(jotformAnswerValue('control_datetime', { month: '02', day: '30', year: '2026' })).toBeUndefined();
    expect(jotformAnswerValue('control_datetime', { month: '', day: '', year: '' })).toBeUndefined();
    expect(jotformAnswerValue('control_datetime', '12-07-2026')).toBeUndefined();
  });

  it('a date with a time and a time read 12-hour clocks as 24-hour times', () => {
    expect(
      jotformAnswerValue('control_datetime', {
        month: '12',
        day: '7',
        year: '2026',
        hour: '02',
        min: '05',
        ampm: 'PM',
      }),
    ).toEqual({ kind: 'date', date: '2026-12-07', time: '14:05' });
    expect(jotformAnswerValue('control_time', { hourSelect: '12', minuteSelect: '30', ampm: 'AM' })).toEqual({
      kind: 'time',
      time: '00:30',
    });
    expect(jotformAnswerValue('control_time', { timeInput: '9:15', ampm: 'PM' })).toEqual({
      kind: 'time',
      time: '21:15',
    });
    expect(jotformAnswerValue('control_time', { hourSelect: '13', minuteSelect: '00', ampm: 'PM' })).toBe(
      undefined,
    );
    // A range stays text.
    expect(
      jotformAnswerValue('control_time', {
        hourSelect: '9',
        minuteSelect: '00',
        ampm: 'AM',
        hourSelectRange: '5',
        minuteSelectRange: '00',
        ampmRange: 'PM',
      }),
    ).toBeUndefined();
  });

  it('a name in its order on one line, an address in its parts', () => {
    const name = jotformAnswerValue('control_fullname', {
      first: ' Ann ',
      middle: '',
      last: 'Lee',
      prefix: 'Dr.',
    });
    expect(name).toEqual({ kind: 'name', parts: ['Dr.', 'Ann', 'Lee'] });
    expect(name && answerValueText(name)).toBe('Dr. Ann Lee');
    const address = jotformAnswerValue('control_address', {
      addr_line1: 'Dam 1',
      addr_line2: '',
      city: 'Amsterdam',
      state: '',
      postal: '1012 JS',
      country: 'Netherlands',
    });
    expect(address).toEqual({
      kind: 'address',
      street: ['Dam 1'],
      postal: '1012 JS',
      city: 'Amsterdam',
      state: '',
      country: 'Netherlands',
    });
    expect(address && answerValueText(address)).toBe('Dam 1\n1012 JS Amsterdam\nNetherlands');
    expect(jotformAnswerValue('control_address', { addr_line1: '', city: '' })).toBeUndefined();
  });

  it("file uploads keep their names and the service's addresses; anything but http(s) is no link", () => {
    const files = jotformAnswerValue('control_fileupload', [
      'https://www.jotform.com/uploads/acme/241000000000002/5934521874562100123/photo%201.jpg',
      'https://www.jotform.com/uploads/acme/241000000000002/5934521874562100123/report.pdf',
    ]);
    expect(files).toEqual({
      kind: 'files',
      files: [
        {
          name: 'photo 1.jpg',
          url: 'https://www.jotform.com/uploads/acme/241000000000002/5934521874562100123/photo%201.jpg',
        },
        {
          name: 'report.pdf',
          url: 'https://www.jotform.com/uploads/acme/241000000000002/5934521874562100123/report.pdf',
        },
      ],
    });
    expect(jotformAnswerValue('control_fileupload', ['javascript:alert(1)'])).toBeUndefined();
    expect(jotformAnswerValue('control_fileupload', ['https://a.example/x', 'not a url'])).toBeUndefined();
    expect(jotformAnswerValue('control_fileupload', [])).toBeUndefined();
  });

  it('a matrix gives each row its answers, also from JSON text', () => {
    const expected = {
      kind: 'matrix',
      rows: [
        { row: 'Injury', answers: ['None'] },
        { row: 'Damage', answers: ['Minor', 'Major'] },
      ],
    };
    expect(jotformAnswerValue('control_matrix', { Injury: 'None', Damage: ['Minor', 'Major'] })).toEqual(
      expected,
    );
    expect(jotformAnswerValue('control_matrix', '{"Injury":"None","Damage":["Minor","Major"]}')).toEqual(
      expected,
    );
    expect(jotformAnswerValue('control_matrix', { Injury: { deep: true } })).toBeUndefined();
  });

  it('never throws, and whatever it gives is a valid structure', () => {
    const types = fc.constantFrom(
      'control_datetime',
      'control_time',
      'control_fullname',
      'control_address',
      'control_fileupload',
      'control_matrix',
      'control_textbox',
    );
    fc.assert(
      fc.property(types, fc.anything(), (type, answer) => {
        const value = jotformAnswerValue(type, answer);
        if (value !== undefined) expect(answerValueSchema.safeParse(value).success).toBe(true);
      }),
    );
  });
});
