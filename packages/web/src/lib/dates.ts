import { currentLanguage } from './i18n';
import { useTranslation } from './translation';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date in the user's language, e.g. '3 Mar 2025' or '3 mrt 2025'. Empty for an invalid date. */
export function formatDate(value: DateInput, language: string = currentLanguage()): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date) : '';
}

/** A date and time in the user's language. Empty for an invalid date. */
export function formatDateTime(value: DateInput, language: string = currentLanguage()): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
    : '';
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Day-month-year, 'dd-MM-yyyy' (spec part 2 §9), in local time. Empty for an invalid date. */
export function formatDayMonthYear(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${pad(date.getFullYear(), 4)}`;
}

/** Reads 'dd-MM-yyyy' as a local date; null when it is not a real date. */
export function parseDayMonthYear(text: string): Date | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const valid = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return valid ? date : null;
}

/** Formatters bound to the current language; components re-render when it changes. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? currentLanguage();
  return {
    date: (value: DateInput) => formatDate(value, language),
    dateTime: (value: DateInput) => formatDateTime(value, language),
    dayMonthYear: formatDayMonthYear,
  };
}
