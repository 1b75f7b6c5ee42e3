import type { ErrorBody } from '@stroomlijn/domain';
import { browser } from './browser';
import type { LazyParser, Parser } from './schema';
import { clearSession, isLoggedOutPath, isSessionEnding, markSessionEnding } from './session';

/** The error body of the API; `messageKey` stays a string because an older client may meet a newer key. */
export type ApiErrorBody = Omit<ErrorBody, 'messageKey'> & { messageKey: string };

export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';

/** A non-2xx answer other than a session-ending 401. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message || body.messageKey || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The rejection of a call answered with 401 (spec part 1 §8): the session has been ended. */
export class NotAuthenticatedError extends Error {
  constructor() {
    super(NOT_AUTHENTICATED_MESSAGE);
    this.name = 'NotAuthenticatedError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Checks the answer (a zod schema fits), or loads what checks it on first use. */
  schema?: Parser<T> | LazyParser<T>;
  /** A 401 is an ordinary answer for this call (the sign-in call): reject with ApiError, keep the session. */
  allowUnauthorized?: boolean;
}

function fallbackBody(status: number, statusText: string): ApiErrorBody {
  return {
    message: statusText,
    messageKey: 'unknown',
    errors: [],
    references: [],
    debugInfo: `HTTP ${status}${statusText ? ` ${statusText}` : ''}`,
  };
}

function asArray<T>(value: unknown, isItem: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.filter(isItem) : [];
}

function isNamed(item: unknown): item is { name: string } {
  return typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string';
}

function isFieldError(item: unknown): item is { name: string; message: string } {
  return isNamed(item) && typeof (item as { message?: unknown }).message === 'string';
}

/** Reads the ErrorBody of a failed answer; a body that is not one gives messageKey 'unknown'. */
export async function readErrorBody(response: Response): Promise<ApiErrorBody> {
  const fallback = fallbackBody(response.status, response.statusText);
  let data: unknown;
  try {
    data = JSON.parse(await response.text());
  } catch {
    return fallback;
  }
  if (typeof data !== 'object' || data === null) return fallback;
  const body = data as Record<string, unknown>;
  return {
    message: typeof body.message === 'string' ? body.message : fallback.message,
    messageKey: typeof body.messageKey === 'string' ? body.messageKey : fallback.messageKey,
    errors: asArray(body.errors, isFieldError).map(({ name, message }) => ({ name, message })),
    references: asArray(body.references, isNamed).map(({ name }) => ({ name })),
    debugInfo: typeof body.debugInfo === 'string' ? body.debugInfo : '',
  };
}

/** GET /api/security/logout; the identity provider's end-session address, or null. Never rejects. */
export async function callLogout(): Promise<string | null> {
  try {
    const response = await fetch('/api/security/logout', {
      method: 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const data = (await response.json()) as { logoutUrl?: unknown };
    return typeof data.logoutUrl === 'string' && data.logoutUrl !== '' ? data.logoutUrl : null;
  } catch {
    return null;
  }
}

/** The 401 sequence of spec part 1 §4: clear the session, call logout, reload (once per page). */
async function endSessionAfter401(): Promise<void> {
  if (isSessionEnding()) return;
  markSessionEnding();
  clearSession();
  await callLogout();
  browser.reload();
}

/** A same-origin, credentialed JSON call. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method: options.method ?? 'GET', credentials: 'same-origin', headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  // A check loaded on first use is fetched beside the answer, not after it.
  const parser = parserOf(options.schema);
  return readAnswer(await fetch(path, init), { ...options, schema: parser });
}

/** The parser itself, or the promise of a lazily loaded one, started now. */
function parserOf<T>(schema: RequestOptions<T>['schema']): Parser<T> | Promise<Parser<T>> | undefined {
  if (!schema) return undefined;
  if (!('load' in schema)) return schema;
  const loading = schema.load();
  // An answer that fails never awaits it: a failed load then must not be an unhandled rejection.
  loading.catch(() => undefined);
  return loading;
}

/** The common handling of an answer: the 401 sequence, the error body, the checked JSON data. */
async function readAnswer<T>(
  response: Response,
  options: Pick<RequestOptions<T>, 'allowUnauthorized'> & {
    schema?: Parser<T> | Promise<Parser<T>> | undefined;
  },
): Promise<T> {
  if (response.status === 401 && !options.allowUnauthorized && !isLoggedOutPath(browser.pathname())) {
    await endSessionAfter401();
    throw new NotAuthenticatedError();
  }
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));

  const text = await response.text();
  const data: unknown = text === '' ? undefined : JSON.parse(text);
  return options.schema ? (await options.schema).parse(data) : (data as T);
}

/** A same-origin, credentialed GET of a file; errors as apiRequest's. */
async function fetchFile(path: string, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(path, { credentials: 'same-origin', ...(signal ? { signal } : {}) });
  if (response.status === 401 && !isLoggedOutPath(browser.pathname())) {
    await endSessionAfter401();
    throw new NotAuthenticatedError();
  }
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  return response;
}

/** A same-origin, credentialed GET of a file (a calendar file, a download) as a Blob; errors as apiRequest's. */
export async function getBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchFile(path, signal)).blob();
}

/**
 * The name a Content-Disposition header gives a file: its RFC 6266 `filename*` (UTF-8), else its
 * `filename`; null when it names none.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A broken encoding: the plain name below.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i.exec(header);
  return plain?.[1] ?? plain?.[2] ?? null;
}

/** A GET of a file with the name its attachment header gives it (`fallback` when none). */
export async function getFile(path: string, fallback: string): Promise<{ blob: Blob; name: string }> {
  const response = await fetchFile(path);
  const name = dispositionFileName(response.headers.get('content-disposition')) ?? fallback;
  return { blob: await response.blob(), name };
}

export interface UploadOptions<T> extends Omit<RequestOptions<T>, 'method' | 'body'> {
  /** Called while the body is sent, with the fraction sent (0..1). */
  onUploadProgress?: (fraction: number) => void;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The XMLHttpRequest answer as a fetch Response, so that both share readAnswer. */
function toResponse(xhr: XMLHttpRequest): Response {
  const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
  return new Response(body, { status: xhr.status, statusText: xhr.statusText });
}

/**
 * A same-origin, credentialed multipart POST (e.g. a file upload). It uses XMLHttpRequest because
 * fetch reports no upload progress; the browser sets the multipart Content-Type with its boundary.
 * Answers are handled exactly like apiRequest's (401 sequence, error body, schema).
 */
export function postMultipart<T>(path: string, body: FormData, options: UploadOptions<T> = {}): Promise<T> {
  const parser = parserOf(options.schema);
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const { onUploadProgress, signal } = options;
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status > 599) reject(new TypeError(`Unexpected status ${xhr.status}`));
      else resolve(toResponse(xhr));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.ontimeout = () => reject(new TypeError('Network timeout'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  }).then((response) => readAnswer(response, { ...options, schema: parser }));
}

type Options<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T>(path: string, options?: Options<T>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T>(path: string, body: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
};

/** Any failure as an error body, for the error dialog and form messages. */
export function toErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof ApiError) return error.body;
  // A screen that shows the rejection of a 401 (until the page reloads) says 'not logged in', not 'unknown'.
  if (error instanceof NotAuthenticatedError)
    return {
      message: error.message,
      messageKey: 'not-authenticated',
      errors: [],
      references: [],
      debugInfo: '',
    };
  const message = error instanceof Error ? error.message : String(error);
  return { message, messageKey: '', errors: [], references: [], debugInfo: message };
}

/**
 * Whether a failure is unexpected (a server error, a network failure, an answer the client cannot
 * read) and belongs in the generic error dialog; an ordinary refusal (4xx) is shown in the form.
 */
export function isUnexpectedError(error: unknown): boolean {
  if (error instanceof NotAuthenticatedError) return false;
  if (error instanceof ApiError) return error.status >= 500;
  return error !== null && error !== undefined;
}
