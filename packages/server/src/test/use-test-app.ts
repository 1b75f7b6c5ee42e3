import type { SystemRole } from '@stroomlijn/domain';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import type { BuildOptions, BuiltApp } from '../app.js';
import type { Config } from '../config.js';
import { type Client, type SignedInClient, signedInAs, signedInClient } from './client.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * A stand-in for a value made in `beforeAll` (and disposed of in `afterAll`), so that a test file declares
 * it once at the top and uses it in its tests and later hooks as if it were the value itself.
 */
function madeBeforeAll<T extends object>(make: () => Promise<T>, dispose?: (value: T) => Promise<void>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  if (dispose) {
    afterAll(async () => {
      if (value) await dispose(value);
      value = undefined;
    });
  }
  const current = (): T => {
    if (!value) throw new Error('This value is made in beforeAll: use it inside a test or a later hook');
    return value;
  };
  return new Proxy({} as T, {
    // Never a promise: `await` on the stand-in must not reach for the value before it exists.
    get: (_, key) => (key === 'then' ? undefined : Reflect.get(current(), key)),
    has: (_, key) => Reflect.has(current(), key),
  });
}

/**
 * The file's (or describe block's) app on a fresh database: created before its tests, closed after them.
 * `overrides` may be a function when it depends on what an earlier `beforeAll` made.
 */
export function useTestApp(
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  options: BuildOptions = {},
): Omit<TestApp, 'close'> {
  return madeBeforeAll(
    () => createTestApp(typeof overrides === 'function' ? overrides() : overrides, options),
    (app) => app.close(),
  );
}

/** A user holding exactly `roles`, signed in before the tests (see `signedInClient`). */
export function useSignedInClient(
  t: BuiltApp,
  roles: readonly SystemRole[] = [],
  fields: Parameters<typeof signedInClient>[2] = {},
): SignedInClient {
  return madeBeforeAll(() => signedInClient(t, roles, fields));
}

/** A user that exists already (the built-in administrator), signed in before the tests. */
export function useSignedInAs(t: BuiltApp, userId: string): Client & { id: string; cookie: string } {
  return madeBeforeAll(() => signedInAs(t, userId));
}

/** An app of the running test alone (other settings, an empty database), closed when the test ends. */
export async function testAppForThisTest(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const app = await createTestApp(overrides, options);
  onTestFinished(() => app.close());
  return app;
}
