/** Limits and timings that the server schema, the database and the web forms share. */
export const TEXT_LIMIT = 200;
/** Remarks of a response or an action: notes, longer than a name or a title. */
export const REMARKS_LIMIT = 2000;
export const PASSWORD_MIN_LENGTH = 8;
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;
/** Seconds without activity after which a session ends, on the server and in the browser. */
export const SESSION_IDLE_SECONDS = 3000;
export const ACTIVITY_CHECK_INTERVAL_MS = 2000;
/**
 * Failed sign-ins allowed inside the window before 429: per account (the email's key, from any address)
 * and, higher, per client address (whatever the emails). See docs/decisions.md, "Sign-in limits".
 */
export const LOGIN_ACCOUNT_FAILURE_LIMIT = 10;
export const LOGIN_ADDRESS_FAILURE_LIMIT = 100;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** Days a browser stays known to an account after its last sign-in there (the sign-in device cookie). */
export const SIGN_IN_DEVICE_DAYS = 365;

export const LANGUAGES = ['en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Keys of the browser's local storage (spec part 1 §9). */
export const STORAGE_KEYS = {
  user: 'stroomlijn.user',
  lastActivity: 'stroomlijn.last-activity',
  afterLogin: 'stroomlijn.after-login',
  language: 'stroomlijn.language',
} as const;
/** Longest web address an external link of the business model may hold (addresses outgrow TEXT_LIMIT). */
export const URL_LIMIT = 2000;

/** How many items a task list of the home page carries; its count says how many there are in all. */
export const TASK_ITEMS_SHOWN = 10;
