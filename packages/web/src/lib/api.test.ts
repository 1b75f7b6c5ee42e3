import { STORAGE_KEYS } from '@stroomlijn/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { securityInfo } from '../test/fixtures';
import { ApiError, api, NOT_AUTHENTICATED_MESSAGE, NotAuthenticatedError, toErrorBody } from './api';
import { browser } from './browser';
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
