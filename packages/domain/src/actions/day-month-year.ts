/**
 * Action dates (spec part 2 §3, §9): day-month-year text, 'dd-MM-yyyy', on the wire and on screen. The
 * database keeps them as 'yyyy-MM-dd' so that they sort.
 */
const DAY_MONTH_YEAR = /^(\d{2})-(\d{2})-(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function realDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** 'dd-MM-yyyy' as a calendar date; null when the text is not a real date in that shape. */
export function parseDayMonthYear(text: string): CalendarDate | null {
  const match = DAY_MONTH_YEAR.exec(text);
  return match ? realDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** 'yyyy-MM-dd' as a calendar date; null when it is not one. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  return match ? realDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

const two = (n: number) => String(n).padStart(2, '0');

export function formatDayMonthYearDate(date: CalendarDate): string {
  return `${two(date.day)}-${two(date.month)}-${String(date.year).padStart(4, '0')}`;
}

export function formatIsoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${two(date.month)}-${two(date.day)}`;
}

/** 'dd-MM-yyyy' → 'yyyy-MM-dd' (the stored form); throws for text that is not a date. */
export function dayMonthYearToIso(text: string): string {
  const date = parseDayMonthYear(text);
  if (!date) throw new Error(`Not a day-month-year date: "${text}"`);
  return formatIsoDate(date);
}

/** 'yyyy-MM-dd' → 'dd-MM-yyyy'; throws for text that is not a date. */
export function isoToDayMonthYear(text: string): string {
  const date = parseIsoDate(text);
  if (!date) throw new Error(`Not an ISO date: "${text}"`);
  return formatDayMonthYearDate(date);
}

/** The day after `date` (a calendar's all-day event ends on the day after its last day). */
export function nextDay(date: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}
