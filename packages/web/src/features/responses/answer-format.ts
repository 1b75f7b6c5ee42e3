import { type AnswerValue, isoDateAsDayMonthYear } from '@stroomlijn/domain';

/**
 * How a response's answers read on screen. Dates are day-month-year, as every date of the product
 * (spec part 2 §9); times follow the user's language through `Intl` (2:30 PM, 14:30).
 */

/** 'HH:mm' as the user's language writes a time of day. */
export function formatClockTime(time: string, language: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const moment = new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(moment);
}

type DateValue = Extract<AnswerValue, { kind: 'date' }>;

/** A date answer: day-month-year, with its time of day in the user's language when it has one. */
export function formatAnswerDate(value: DateValue, language: string): string {
  const date = isoDateAsDayMonthYear(value.date);
  return value.time === undefined ? date : `${date} ${formatClockTime(value.time, language)}`;
}

/**
 * The lines of an answer kept as text only (responses from before answers had structure): JotForm's
 * `prettyFormat` of an address separates its lines with `<br>`, which is shown as a line break, never
 * as markup.
 */
export function textLines(data: string): string[] {
  return data.split(/<br\s*\/?>/i);
}
