import { z } from 'zod';
import { formatDayMonthYearDate, parseIsoDate } from '../actions/day-month-year.js';

/**
 * The structure of an answer that is more than a line of text (a date, a time, a name, an address, files,
 * a matrix), as the server keeps it beside the answer's text. The form service's own shapes (JotForm's
 * month-day-year `prettyFormat`, its `addr_line1` …) are read by its adapter; this is what the product
 * keeps and shows. Dates are 'yyyy-MM-dd' and times 24-hour 'HH:mm', so that each screen formats them
 * in the user's language.
 */
const isoDate = z.string().refine((text) => parseIsoDate(text) !== null, { error: 'invalid-date' });
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid-date' });

export const answerValueSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('date'), date: isoDate, time: clockTime.optional() }),
    z.object({ kind: z.literal('time'), time: clockTime }),
    /** The parts of a name in their order (prefix, first, middle, last, suffix), empty ones left out. */
    z.object({ kind: z.literal('name'), parts: z.array(z.string()) }),
    z.object({
      kind: z.literal('address'),
      /** The street lines, empty ones left out. */
      street: z.array(z.string()),
      postal: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.string(),
    }),
    /** Uploaded files at the form service, each with its name and its (http or https) address there. */
    z.object({
      kind: z.literal('files'),
      files: z.array(z.object({ name: z.string(), url: z.string() })),
    }),
    /** One row per question of the matrix, with the answer(s) chosen or typed in that row. */
    z.object({
      kind: z.literal('matrix'),
      rows: z.array(z.object({ row: z.string(), answers: z.array(z.string()) })),
    }),
  ])
  .meta({ id: 'AnswerValue' });
export type AnswerValue = z.infer<typeof answerValueSchema>;
export type AnswerValueKind = AnswerValue['kind'];

type AddressValue = Extract<AnswerValue, { kind: 'address' }>;

/** An address as the lines of an envelope: street lines, postal code and city, state, country. */
export function addressLines(address: AddressValue): string[] {
  return [
    ...address.street,
    [address.postal, address.city].filter((part) => part !== '').join(' '),
    address.state,
    address.country,
  ].filter((line) => line !== '');
}

/** 'yyyy-MM-dd' as day-month-year 'dd-MM-yyyy', the product's date format (spec part 2 §9). */
export function isoDateAsDayMonthYear(text: string): string {
  const date = parseIsoDate(text);
  return date ? formatDayMonthYearDate(date) : text;
}

/**
 * The answer as plain text, the same in every language: dates day-month-year, times 24-hour, an address
 * and a matrix one line per line or row. It is what the response keeps as the answer's `data`.
 */
export function answerValueText(value: AnswerValue): string {
  switch (value.kind) {
    case 'date': {
      const date = isoDateAsDayMonthYear(value.date);
      return value.time === undefined ? date : `${date} ${value.time}`;
    }
    case 'time':
      return value.time;
    case 'name':
      return value.parts.join(' ');
    case 'address':
      return addressLines(value).join('\n');
    case 'files':
      return value.files.map((file) => file.name).join(', ');
    case 'matrix':
      return value.rows.map((row) => `${row.row}: ${row.answers.join(', ')}`).join('\n');
  }
}
