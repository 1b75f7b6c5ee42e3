import { SYSTEM_ROLES, type SystemRole } from '@stroomlijn/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from './client.js';
import { concreteUrl, type ExpectedAccess, isApiRoute, ROUTE_ACCESS } from './route-access-table.js';
import { createUser, type TestUser } from './test-app.js';
import { useTestApp } from './use-test-app.js';

type Caller = 'anonymous' | 'no role' | SystemRole;
const CALLERS: Caller[] = ['anonymous', 'no role', ...SYSTEM_ROLES];

function mayCall(access: ExpectedAccess, caller: Caller): boolean {
  if (access === 'public') return true;
  if (caller === 'anonymous') return false;
  if (access === 'authenticated') return true;
  return caller !== 'no role' && access.includes(caller);
}

const t = useTestApp();
const users = new Map<Caller, TestUser>();

beforeAll(async () => {
  users.set('no role', await createUser(t, []));
  for (const role of SYSTEM_ROLES) users.set(role, await createUser(t, [role]));
});

describe('route × role table', () => {
  it('every registered API route has a row, and every row a route', () => {
    const registered = t.routes
      .filter((route) => isApiRoute(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('each route answers each caller as its row says: 401 for anonymous, 403 for a missing role', async () => {
    const differences: string[] = [];
    for (const route of t.routes.filter((r) => isApiRoute(r.url))) {
      const key = `${route.method} ${route.url}`;
      const access = ROUTE_ACCESS[key];
      if (!access) continue;
      for (const caller of CALLERS) {
        const user = users.get(caller);
        // A fresh session per call: some routes (logout) end the session they are called with.
        const cookie = user ? await sessionCookie(t, user.id) : undefined;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const allowed = mayCall(access, caller);
        const refusedAs = caller === 'anonymous' ? 401 : 403;
        const refused = response.statusCode === 401 || response.statusCode === 403;
        if (allowed && refused)
          differences.push(`${key} as ${caller}: ${response.statusCode}, expected allowed`);
        if (!allowed && response.statusCode !== refusedAs) {
          differences.push(`${key} as ${caller}: ${response.statusCode}, expected ${refusedAs}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
