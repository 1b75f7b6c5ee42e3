import { FormServiceError, type FormServiceFailure } from '../form-service.js';

export interface JotformHttpOptions {
  apiUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/** What we use of JotForm's envelope `{responseCode, message, content, resultSet?, duration?}`. */
export interface JotformEnvelope {
  content: unknown;
  resultSet?: unknown;
}

export interface JotformCall {
  method: 'GET' | 'POST' | 'DELETE';
  /** Starts with `/`, segments already encoded. */
  path: string;
  query?: Record<string, string>;
  /** Sent urlencoded, as JotForm's own clients do. */
  fields?: Record<string, string>;
}

/**
 * JotForm sends ids as strings, but a 19-digit submission id sent as a bare JSON number would lose its
 * last digits in JSON.parse. Quote such numbers behind id keys in the raw text first; a key is preceded
 * by `{` or `,` only in the JSON structure (inside a string a quote is escaped), so string values stay as
 * they are.
 */
export function parseKeepingLongIds(text: string): unknown {
  return JSON.parse(text.replace(/([{,]\s*"(?:id|form_id)"\s*:\s*)(-?\d{16,})(?=\s*[,}])/g, '$1"$2"'));
}

function failureOf(code: number): FormServiceFailure {
  if (code === 401 || code === 403) return 'unauthorized';
  if (code === 404) return 'not-found';
  if (code >= 500) return 'unavailable';
  return 'refused';
}

const WORDING: Record<FormServiceFailure, string> = {
  unauthorized: 'JotForm refused the API key',
  'not-found': 'JotForm does not know it',
  unavailable: 'JotForm is not available',
  refused: 'JotForm refused the call',
};

function codeOf(value: unknown): number | null {
  const code = typeof value === 'string' ? Number(value) : value;
  return typeof code === 'number' && Number.isInteger(code) ? code : null;
}

/** One call to JotForm's REST API: the envelope of a 2xx answer, or a FormServiceError that says why not. */
export async function callJotform(options: JotformHttpOptions, call: JotformCall): Promise<JotformEnvelope> {
  const url = new URL(`${options.apiUrl.replace(/\/+$/, '')}${call.path}`);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  const where = `${call.method} ${call.path}`;
  const headers: Record<string, string> = { APIKEY: options.apiKey, accept: 'application/json' };
  let body: URLSearchParams | undefined;
  if (call.fields) body = new URLSearchParams(call.fields);
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      method: call.method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const message = timedOut
      ? `JotForm did not answer within ${options.timeoutMs / 1000} s (${where})`
      : `JotForm cannot be reached at ${url.origin} (${where}): ${describe(error)}`;
    throw new FormServiceError('unavailable', message, { cause: error });
  }
  let parsed: unknown;
  try {
    parsed = parseKeepingLongIds(text);
  } catch (error) {
    const failure = status >= 200 && status < 300 ? 'unavailable' : failureOf(status);
    throw new FormServiceError(
      failure,
      `${WORDING[failure]}: its answer to ${where} (HTTP ${status}) is not JSON`,
      {
        cause: error,
      },
    );
  }
  const envelope = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  // A non-2xx responseCode in the body is an error even when the HTTP status is 200; a non-2xx HTTP status
  // is one whatever the body says.
  const httpFailed = status < 200 || status >= 300;
  const code = httpFailed ? status : (codeOf(envelope.responseCode) ?? status);
  if (code < 200 || code >= 300) {
    const failure = failureOf(code);
    const said =
      typeof envelope.message === 'string' && envelope.message.trim() !== '' ? envelope.message.trim() : '';
    throw new FormServiceError(failure, `${WORDING[failure]} (${where}: ${code}${said ? ` ${said}` : ''})`);
  }
  if (!('content' in envelope))
    throw new FormServiceError('unavailable', `JotForm's answer to ${where} has no content`);
  return { content: envelope.content, resultSet: envelope.resultSet };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
