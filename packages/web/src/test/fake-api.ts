import type { Role, RoleType, User } from '@stroomlijn/domain';
import { vi } from 'vitest';

/** One call the app made to the fake API. */
export interface FakeCall {
  method: string;
  path: string;
  /** The query string ('?type=multi'); absent without one, so that calls compare as `{method, path, body}`. */
  search?: string;
  body: unknown;
}

/** What a handler answers: data (200 JSON), undefined (204), or a Response of its own. */
type Handler = (call: FakeCall) => unknown;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error answer with the product's error body. */
export function errorResponse(
  status: number,
  messageKey: string,
  extra: {
    errors?: { name: string; message: string }[];
    references?: { name: string }[];
    debugInfo?: string;
  } = {},
): Response {
  return jsonResponse(status, {
    message: messageKey,
    messageKey,
    errors: extra.errors ?? [],
    references: extra.references ?? [],
    debugInfo: extra.debugInfo ?? '',
  });
}

/**
 * Replaces fetch with routes keyed 'METHOD /path' (no query). An unknown route answers 404
 * not-found. Returns the calls made, in order. Undo with vi.unstubAllGlobals().
 */
export function stubApi(routes: Record<string, Handler>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call: FakeCall = {
        method,
        path: url.pathname,
        body,
        ...(url.search ? { search: url.search } : {}),
      };
      calls.push(call);
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return errorResponse(404, 'not-found');
      const answer = await handler(call);
      if (answer instanceof Response) return answer;
      return answer === undefined ? new Response(null, { status: 204 }) : jsonResponse(200, answer);
    }),
  );
  return calls;
}

/** A promise the test settles itself, e.g. to hold an answer while checking a busy state. */
export function deferred<T = unknown>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

let counter = 0;
const nextId = () => {
  counter += 1;
  return `30000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function makeUser(fields: Partial<User> = {}): User {
  return {
    id: nextId(),
    email: 'user@example.org',
    firstName: 'First',
    preposition: '',
    lastName: 'Last',
    personnelNumber: '',
    deleted: false,
    updatedAt: 1_700_000_000_000,
    ...fields,
  };
}

export function makeRole(fields: Partial<Role> & { type?: RoleType } = {}): Role {
  return {
    id: nextId(),
    name: 'Role',
    description: 'A role',
    type: 'multi',
    tasksSummary: '',
    education: '',
    competences: '',
    screening: '',
    deleted: false,
    updatedAt: 1_700_000_000_000,
    ...fields,
  };
}

/** jsdom lays nothing out: give scroll containers a height so that a virtual table renders rows. */
export function stubLayout(height = 800): void {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(height);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
}

/** An input by its label, with or without the required marker ('Email *'). */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}
