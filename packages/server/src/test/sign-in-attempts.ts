import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface SignInAttempt {
  email: string;
  password: string;
  /** The connection's address (127.0.0.1 when omitted). */
  address?: string;
  forwardedFor?: string;
  /** The value of the browser's device cookie (`deviceCookieOf` an earlier sign-in). */
  deviceCookie?: string;
}

/** A password sign-in through the route, as a browser or a script at `address` would send it. */
export function attemptSignIn(app: FastifyInstance, attempt: SignInAttempt): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (attempt.forwardedFor !== undefined) headers['x-forwarded-for'] = attempt.forwardedFor;
  if (attempt.deviceCookie !== undefined) headers.cookie = `stroomlijn_device=${attempt.deviceCookie}`;
  return app.inject({
    method: 'POST',
    url: '/api/security/login',
    payload: { email: attempt.email, password: attempt.password },
    remoteAddress: attempt.address ?? '127.0.0.1',
    headers,
  });
}

/** The device cookie a successful sign-in left in the browser. */
export function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'stroomlijn_device');
  if (!cookie) throw new Error(`No device cookie (status ${response.statusCode}: ${response.body})`);
  return cookie.value;
}

/**
 * `count` wrong passwords for made-up emails (`prefix`-N@…), ten at a time in parallel, each answered
 * 401. `attempt` adds the address and headers of attempt N.
 */
export async function failuresForMadeUpEmails(
  app: FastifyInstance,
  count: number,
  prefix: string,
  attempt: (n: number) => Omit<SignInAttempt, 'email' | 'password'>,
): Promise<void> {
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) => start + i);
    const answers = await Promise.all(
      batch.map((n) =>
        attemptSignIn(app, { email: `${prefix}-${n}@stroomlijn.test`, password: 'wrong', ...attempt(n) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(batch.map(() => 401));
  }
}

/** A 429 with the standard error body and a Retry-After inside the window. */
export function expectTooManyRequests(response: LightMyRequestResponse, windowSeconds: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ messageKey: 'too-many-requests', errors: [], references: [] });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** For tests that run an address limit's worth of failures: each one checks a password hash. */
export const MANY_FAILURES_TIMEOUT_MS = 120_000;
