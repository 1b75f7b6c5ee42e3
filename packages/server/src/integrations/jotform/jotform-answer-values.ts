import { type AnswerValue, parseIsoDate } from '@stroomlijn/domain';

/**
 * The structure of JotForm's answers that are more than text, read from `answer` (never from
 * `prettyFormat`, whose date follows the form's own format, month-day-year by default). Field names are
 * those of JotForm's API: `control_datetime` {year, month, day[, hour, min, ampm | timeInput]},
 * `control_time` {hourSelect, minuteSelect, ampm | timeInput}, `control_fullname` {prefix, first, middle,
 * last, suffix}, `control_address` {addr_line1, addr_line2, city, state, postal, country},
 * `control_fileupload` [url …] and `control_matrix` {row: column | [columns]}. An answer that does not
 * have the expected shape gets no structure (undefined) and is shown as the text it has.
 */

type Json = Record<string, unknown>;

function record(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

const two = (n: number) => String(n).padStart(2, '0');

/** A 12- or 24-hour clock reading as 'HH:mm'; undefined when it is not a time of day. */
function clock(hourText: string, minuteText: string, ampm: string): string | undefined {
  if (!/^\d{1,2}$/.test(hourText) || !/^\d{1,2}$/.test(minuteText || '0')) return undefined;
  let hour = Number(hourText);
  const minute = Number(minuteText || '0');
  const half = ampm.toUpperCase();
  if (half === 'AM' || half === 'PM') {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === 'PM' ? 12 : 0);
  }
  return hour <= 23 && minute <= 59 ? `${two(hour)}:${two(minute)}` : undefined;
}

/** The time of `timeInput` ('10:30') or of separate hour and minute fields; null when none is given. */
function timeOf(answer: Json, hourKey: string, minuteKey: string): string | undefined | null {
  const ampm = text(answer.ampm);
  const input = /^(\d{1,2}):(\d{2})$/.exec(text(answer.timeInput));
  if (input) return clock(input[1] ?? '', input[2] ?? '', ampm);
  const hour = text(answer[hourKey]);
  return hour === '' ? null : clock(hour, text(answer[minuteKey]), ampm);
}

function dateValue(answer: Json): AnswerValue | undefined {
  const [year, month, day] = [answer.year, answer.month, answer.day].map(text);
  if (!/^\d{4}$/.test(year ?? '') || !/^\d{1,2}$/.test(month ?? '') || !/^\d{1,2}$/.test(day ?? ''))
    return undefined;
  const date = `${year}-${two(Number(month))}-${two(Number(day))}`;
  if (parseIsoDate(date) === null) return undefined;
  const time = timeOf(answer, 'hour', 'min');
  if (time === undefined) return undefined;
  return time === null ? { kind: 'date', date } : { kind: 'date', date, time };
}

function timeValue(answer: Json): AnswerValue | undefined {
  // A time range (start and end) stays the text JotForm gives it.
  if (text(answer.hourSelectRange) !== '' || text(answer.timeInputRange) !== '') return undefined;
  const time = timeOf(answer, 'hourSelect', 'minuteSelect');
  return typeof time === 'string' ? { kind: 'time', time } : undefined;
}

function nameValue(answer: Json): AnswerValue | undefined {
  const parts = ['prefix', 'first', 'middle', 'last', 'suffix'].map((key) => text(answer[key]));
  const given = parts.filter((part) => part !== '');
  return given.length === 0 ? undefined : { kind: 'name', parts: given };
}

function addressValue(answer: Json): AnswerValue | undefined {
  const value = {
    kind: 'address' as const,
    street: [text(answer.addr_line1), text(answer.addr_line2)].filter((line) => line !== ''),
    postal: text(answer.postal),
    city: text(answer.city),
    state: text(answer.state),
    country: text(answer.country),
  };
  const empty = value.street.length === 0 && !value.postal && !value.city && !value.state && !value.country;
  return empty ? undefined : value;
}

/** The file's name: the last part of its address, decoded. */
function fileName(url: URL): string {
  const last =
    url.pathname
      .split('/')
      .filter((part) => part !== '')
      .at(-1) ?? url.hostname;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function filesValue(answer: unknown): AnswerValue | undefined {
  const list = Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : [];
  const files = list.map((item) => {
    const address = text(item);
    if (!URL.canParse(address)) return undefined;
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { name: fileName(url), url: url.href }
      : undefined;
  });
  if (files.length === 0 || files.some((file) => file === undefined)) return undefined;
  return { kind: 'files', files: files as { name: string; url: string }[] };
}

function matrixValue(answer: unknown): AnswerValue | undefined {
  let rows = record(answer);
  // Some of JotForm's answers carry the matrix as JSON text.
  if (rows === undefined && typeof answer === 'string' && answer.trim().startsWith('{')) {
    try {
      rows = record(JSON.parse(answer));
    } catch {
      return undefined;
    }
  }
  if (rows === undefined) return undefined;
  const read = Object.entries(rows).map(([row, cell]) => {
    const answers = Array.isArray(cell) ? cell.map(text) : typeof cell === 'string' ? [text(cell)] : null;
    return answers === null ? null : { row, answers: answers.filter((item) => item !== '') };
  });
  if (read.length === 0 || read.some((row) => row === null)) return undefined;
  return { kind: 'matrix', rows: read as { row: string; answers: string[] }[] };
}

/** The structure of the answer of a question of this type; undefined for text and unexpected shapes. */
export function jotformAnswerValue(type: string, answer: unknown): AnswerValue | undefined {
  const fields = record(answer);
  switch (type) {
    case 'control_datetime':
    case 'control_birthdate':
      return fields && dateValue(fields);
    case 'control_time':
      return fields && timeValue(fields);
    case 'control_fullname':
      return fields && nameValue(fields);
    case 'control_address':
      return fields && addressValue(fields);
    case 'control_fileupload':
      return filesValue(answer);
    case 'control_matrix':
      return matrixValue(answer);
    default:
      return undefined;
  }
}
