import { STORAGE_KEYS } from '@stroomlijn/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../test/fake-xhr';
import { securityInfo } from '../test/fixtures';
import {
  ApiError,
  api,
  isUnexpectedError,
  NOT_AUTHENTICATED_MESSAGE,
  NotAuthenticatedError,
  postMultipart,
  toErrorBody,
} from './api';
import { browser } from './browser';
import { lazyParsers } from './schema';
import { readSecurityInfo, startSession } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const errorBody = (messageKey: string, extra: object = {}) => ({
  message: messageKey,
  messageKey,
  errors: [],
  references: [],
  debugInfo: '',
  ...extra,
});

let fetchMock: ReturnType<typeof vi.fn>;
let reload: ReturnType<typeof vi.spyOn>;

function routeFetch(answer: (path: string, init: RequestInit) => Response) {
  fetchMock = vi.fn(async (path: string, init: RequestInit) => answer(path, init));
  vi.stubGlobal('fetch', fetchMock);
}

function calledPaths(): string[] {
  return fetchMock.mock.calls.map((call) => String(call[0]));
}

beforeEach(() => {
  startSession(securityInfo(['ROLE_USER']));
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  vi.spyOn(browser, 'pathname').mockReturnValue('/users');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('SH-20: a 401 clears the session, calls logout and reloads', async () => {
    routeFetch((path) =>
      path === '/api/security/logout'
        ? json(200, { logoutUrl: null })
        : json(401, errorBody('not-authenticated')),
    );
    await expect(api.get('/api/user')).rejects.toThrow(NOT_AUTHENTICATED_MESSAGE);
    expect(readSecurityInfo()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.lastActivity)).toBeNull();
    expect(calledPaths()).toEqual(['/api/user', '/api/security/logout']);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ER-01: a 401 rejects the pending call with "Not authenticated"', async () => {
    routeFetch((path) => (path === '/api/security/logout' ? json(200, { logoutUrl: null }) : json(401, {})));
    const failure = await api.get('/api/role').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NotAuthenticatedError);
    expect((failure as Error).message).toBe('Not authenticated');
    // A screen showing the rejection until the reload says 'not logged in', not 'unknown error'.
    expect(toErrorBody(failure)).toMatchObject({
      message: 'Not authenticated',
      messageKey: 'not-authenticated',
    });
  });

  it('SH-20: several 401 answers at once end the session only once', async () => {
    routeFetch((path) => (path === '/api/security/logout' ? json(200, { logoutUrl: null }) : json(401, {})));
    const calls = [api.get('/api/a'), api.get('/api/b'), api.get('/api/c')];
    await Promise.allSettled(calls);
    expect(calledPaths().filter((path) => path === '/api/security/logout')).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('SH-21: on /logincheck a 401 does not trigger the clear-logout-reload sequence', async () => {
    vi.spyOn(browser, 'pathname').mockReturnValue('/logincheck');
    routeFetch(() => json(401, errorBody('not-authenticated')));
    const failure = await api.post('/api/security/info', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(calledPaths()).toEqual(['/api/security/info']);
    expect(reload).not.toHaveBeenCalled();
    expect(readSecurityInfo()).not.toBeNull();
  });

  it('the sign-in call treats 401 as invalid credentials, not as an ended session', async () => {
    routeFetch(() => json(401, errorBody('invalid-credentials')));
    const failure = await api
      .post('/api/security/login', { email: 'a@b.c', password: 'x' }, { allowUnauthorized: true })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).body.messageKey).toBe('invalid-credentials');
    expect(reload).not.toHaveBeenCalled();
    expect(calledPaths()).toEqual(['/api/security/login']);
  });

  it('ER-02: any other non-2xx answer rejects with an ApiError carrying the error body', async () => {
    const body = errorBody('used-in-process-models', {
      errors: [{ name: 'name', message: 'not-empty' }],
      references: [{ name: 'Alpha' }, { name: 'Beta' }],
      debugInfo: 'trace',
    });
    routeFetch(() => json(409, body));
    const failure = (await api.delete('/api/role/1').catch((error: unknown) => error)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(409);
    expect(failure.body).toEqual(body);
    expect(toErrorBody(failure)).toEqual(body);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ER-02: an answer that is not an error body gives messageKey "unknown"', async () => {
    routeFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const failure = (await api.get('/api/user').catch((error: unknown) => error)) as ApiError;
    expect(failure.body.messageKey).toBe('unknown');
    expect(failure.body.errors).toEqual([]);
    expect(failure.body.references).toEqual([]);
    expect(failure.body.debugInfo).toContain('502');
  });

  it('SH-22: calls are same-origin, credentialed and JSON', async () => {
    routeFetch(() => json(200, { id: '1' }));
    const result = await api.post<{ id: string }>('/api/role', { name: 'Reviewers' });
    expect(result).toEqual({ id: '1' });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/role');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ name: 'Reviewers' }));
  });

  it('an empty 2xx answer resolves to undefined', async () => {
    routeFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/role/1')).resolves.toBeUndefined();
  });
});

describe('checks loaded on first use', () => {
  const rows = { parse: (data: unknown) => (data as { rows: string[] }).rows };

  it('starts loading the check with the request, not after the answer, and checks the answer with it', async () => {
    const events: string[] = [];
    routeFetch(() => {
      events.push('fetch');
      return json(200, { rows: ['a'] });
    });
    const answers = lazyParsers(async () => {
      events.push('load');
      return { rows };
    });
    await expect(api.get('/api/x', { schema: answers('rows') })).resolves.toEqual(['a']);
    expect(events).toEqual(['load', 'fetch']);
  });

  it('loads the module once for all its checks, again after a failed load, and a failed answer does not wait for it', async () => {
    let loads = 0;
    const answers = lazyParsers(async () => {
      loads += 1;
      return { rows, other: rows };
    });
    routeFetch(() => json(200, { rows: ['b'] }));
    await api.get('/api/x', { schema: answers('rows') });
    await api.get('/api/y', { schema: answers('other') });
    expect(loads).toBe(1);
    let tries = 0;
    const flaky = lazyParsers(async () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { rows };
    });
    await expect(api.get('/api/x', { schema: flaky('rows') })).rejects.toThrow('dynamically imported');
    await expect(api.get('/api/x', { schema: flaky('rows') })).resolves.toEqual(['b']);
    const never = lazyParsers(() => new Promise<{ rows: typeof rows }>(() => undefined));
    routeFetch(() => json(409, errorBody('conflict')));
    await expect(api.get('/api/z', { schema: never('rows') })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('lazyParsers.preload', () => {
  const rows = { parse: (data: unknown) => (data as { rows: string[] }).rows };

  it('starts the load before any answer, which then reuses it; a failed preload is tried again by the answer', async () => {
    let loads = 0;
    const answers = lazyParsers(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { rows };
    });
    answers.preload();
    await vi.waitFor(() => expect(loads).toBe(1));
    routeFetch(() => json(200, { rows: ['c'] }));
    await expect(api.get('/api/x', { schema: answers('rows') })).resolves.toEqual(['c']);
    answers.preload();
    await expect(api.get('/api/x', { schema: answers('rows') })).resolves.toEqual(['c']);
    expect(loads).toBe(2);
  });
});

describe('postMultipart', () => {
  beforeEach(() => FakeXhr.install());

  const upload = () => {
    const body = new FormData();
    body.append('file', new File(['a;b;;c@d.e'], 'users.csv', { type: 'text/csv' }));
    return body;
  };

  it('posts the form data same-origin with credentials, reports upload progress, parses the answer', async () => {
    const progress: number[] = [];
    const answer = postMultipart<{ rows: unknown[] }>('/api/user/import', upload(), {
      onUploadProgress: (fraction) => progress.push(fraction),
    });
    const request = FakeXhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/user/import');
    expect(request.withCredentials).toBe(true);
    expect(request.body).toBeInstanceOf(FormData);
    // The browser writes the multipart Content-Type with its boundary: the client must not set one.
    expect(Object.keys(request.headers)).toEqual(['Accept']);
    request.progress(50, 200);
    request.progress(200, 200);
    request.respond(200, { rows: [] });
    await expect(answer).resolves.toEqual({ rows: [] });
    expect(progress).toEqual([0.25, 1]);
  });

  it('checks the answer with the schema', async () => {
    const answer = postMultipart('/api/user/import', upload(), {
      schema: {
        parse: (data) => {
          if (!Array.isArray((data as { rows?: unknown }).rows)) throw new Error('bad answer');
          return data;
        },
      },
    });
    FakeXhr.last().respond(200, { nothing: true });
    await expect(answer).rejects.toThrow('bad answer');
  });

  it('ER-02: a refusal rejects with an ApiError carrying the error body', async () => {
    const answer = postMultipart('/api/user/import', upload());
    const body = errorBody('validation', { errors: [{ name: 'file', message: 'not-a-csv-file' }] });
    FakeXhr.last().respond(422, body);
    const failure = (await answer.catch((error: unknown) => error)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(422);
    expect(failure.body).toEqual(body);
  });

  it('SH-20, ER-01: a 401 runs the session-ending sequence and rejects with "Not authenticated"', async () => {
    routeFetch(() => json(200, { logoutUrl: null }));
    const answer = postMultipart('/api/user/import', upload());
    FakeXhr.last().respond(401, errorBody('not-authenticated'));
    await expect(answer).rejects.toBeInstanceOf(NotAuthenticatedError);
    expect(readSecurityInfo()).toBeNull();
    expect(calledPaths()).toEqual(['/api/security/logout']);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a network failure rejects; it is an unexpected error for the error dialog', async () => {
    const answer = postMultipart('/api/user/import', upload());
    FakeXhr.last().fail();
    const failure = await answer.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect(isUnexpectedError(failure)).toBe(true);
  });

  it('an abort signal aborts the upload', async () => {
    const controller = new AbortController();
    const answer = postMultipart('/api/user/import', upload(), { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toThrow('aborted');
  });
});

describe('isUnexpectedError', () => {
  it('server errors and failures without an answer are unexpected; refusals and 401 are not', () => {
    expect(isUnexpectedError(new ApiError(500, errorBody('internal')))).toBe(true);
    expect(isUnexpectedError(new ApiError(502, errorBody('unknown')))).toBe(true);
    expect(isUnexpectedError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnexpectedError(new ApiError(409, errorBody('conflict')))).toBe(false);
    expect(isUnexpectedError(new ApiError(422, errorBody('validation')))).toBe(false);
    expect(isUnexpectedError(new NotAuthenticatedError())).toBe(false);
  });
});
