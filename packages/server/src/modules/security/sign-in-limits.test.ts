import {
  LOGIN_ACCOUNT_FAILURE_LIMIT,
  LOGIN_ADDRESS_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_SECONDS,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import {
  attemptSignIn,
  deviceCookieOf,
  expectTooManyRequests,
  failuresForMadeUpEmails,
  MANY_FAILURES_TIMEOUT_MS,
} from '../../test/sign-in-attempts.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createUser } from '../../test/test-app.js';
import { twoInstances } from '../../test/two-instances.js';
import { testAppForThisTest, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
const WINDOW = LOGIN_FAILURE_WINDOW_SECONDS;

/** Variants of one email that name the same account: case and surrounding spaces. */
function variant(email: string, n: number): string {
  const forms = [email, email.toUpperCase(), ` ${email} `, email.replace(/^./, (c) => c.toUpperCase())];
  return forms[n % forms.length] ?? email;
}

describe('failures per address never stop another account’s correct password below the address limit', () => {
  it(`${LOGIN_ACCOUNT_FAILURE_LIMIT} failures for made-up emails from one address, then the administrator signs in from it`, async () => {
    await failuresForMadeUpEmails(t.app, LOGIN_ACCOUNT_FAILURE_LIMIT, 'made-up', () => ({
      address: '10.20.0.1',
    }));
    const admin = await attemptSignIn(t.app, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      address: '10.20.0.1',
    });
    expect(admin.statusCode).toBe(200);
  });
});

describe(`guesses at one account: at most ${LOGIN_ACCOUNT_FAILURE_LIMIT} per ${WINDOW / 60} minutes from any address`, () => {
  /** Ten wrong guesses at the user from ten addresses, spelling the email ten ways; then the password. */
  async function guessThenSignIn(
    app: typeof t.app,
    email: string,
    password: string,
    from: (n: number) => { address: string; forwardedFor: string },
  ) {
    for (let n = 0; n < LOGIN_ACCOUNT_FAILURE_LIMIT; n++) {
      const guess = await attemptSignIn(app, {
        email: variant(email, n),
        password: `guess-${n}`,
        ...from(n),
      });
      expect(guess.statusCode, `guess ${n + 1}`).toBe(401);
    }
    return attemptSignIn(app, { email, password, ...from(LOGIN_ACCOUNT_FAILURE_LIMIT) });
  }

  it('behind a trusted proxy, from a new client address each time: the eleventh is refused, the right password too', async () => {
    const app = await testAppForThisTest({ trustProxy: 1 });
    const user = await createUser(app, []);
    const started = Date.now();
    const eleventh = await guessThenSignIn(app.app, user.email, user.password, (n) => ({
      address: '10.0.0.2',
      forwardedFor: `198.51.100.${n + 1}`,
    }));
    expectTooManyRequests(eleventh, WINDOW);
    // The oldest guess leaves the window first: the wait is the window less the time since it.
    const elapsed = Math.ceil((Date.now() - started) / 1000);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThanOrEqual(WINDOW - elapsed - 1);
  });

  it('with no trusted proxy, a made-up X-Forwarded-For changes nothing: the eleventh is refused', async () => {
    const user = await createUser(t, []);
    const eleventh = await guessThenSignIn(t.app, user.email, user.password, (n) => ({
      address: `10.21.0.${n + 1}`,
      forwardedFor: `203.0.113.${n + 1}`,
    }));
    expectTooManyRequests(eleventh, WINDOW);
  });

  it('an email that names no account is counted alike and answered alike', async () => {
    const user = await createUser(t, []);
    const nobody = 'nobody-at-all@stroomlijn.test';
    const from = (n: number) => ({ address: `10.22.${n}.1`, forwardedFor: '192.0.2.1' });
    const real = await guessThenSignIn(t.app, user.email, 'still-wrong', from);
    const madeUp = await guessThenSignIn(t.app, nobody, 'still-wrong', from);
    expectTooManyRequests(madeUp, WINDOW);
    expect(madeUp.json()).toEqual(real.json());
  });
});

describe(`failures per address: at most ${LOGIN_ADDRESS_FAILURE_LIMIT} per ${WINDOW / 60} minutes`, () => {
  it(
    `after ${LOGIN_ADDRESS_FAILURE_LIMIT} failures across many emails the address is throttled; other addresses are not`,
    async () => {
      const user = await createUser(t, []);
      await failuresForMadeUpEmails(t.app, LOGIN_ADDRESS_FAILURE_LIMIT, 'stuffing', () => ({
        address: '10.23.0.1',
      }));
      const next = await attemptSignIn(t.app, {
        email: 'stuffing-next@stroomlijn.test',
        password: 'wrong',
        address: '10.23.0.1',
      });
      expectTooManyRequests(next, WINDOW);
      // Refused before the password is looked at: a right password answers the same, so the throttled
      // address learns nothing about the passwords it tries.
      const right = await attemptSignIn(t.app, {
        email: user.email,
        password: user.password,
        address: '10.23.0.1',
      });
      expectTooManyRequests(right, WINDOW);
      expect(right.json()).toEqual(next.json());
      const elsewhere = await attemptSignIn(t.app, {
        email: user.email,
        password: user.password,
        address: '10.23.0.2',
      });
      expect(elsewhere.statusCode).toBe(200);
    },
    MANY_FAILURES_TIMEOUT_MS,
  );

  it(
    'addresses of one IPv6 /64 count as one address',
    async () => {
      await failuresForMadeUpEmails(t.app, LOGIN_ADDRESS_FAILURE_LIMIT, 'ipv6', (n) => ({
        address: `2001:db8:7:1::${(n + 1).toString(16)}`,
      }));
      const next = await attemptSignIn(t.app, {
        email: 'ipv6-next@stroomlijn.test',
        password: 'wrong',
        address: '2001:db8:7:1:ffff:1:2:3',
      });
      expectTooManyRequests(next, WINDOW);
      const otherNetwork = await attemptSignIn(t.app, {
        email: 'ipv6-next@stroomlijn.test',
        password: 'wrong',
        address: '2001:db8:7:2::1',
      });
      expect(otherNetwork.statusCode).toBe(401);
    },
    MANY_FAILURES_TIMEOUT_MS,
  );
});

describe('a browser the account knows (device cookie)', () => {
  it('is set by a password sign-in: httpOnly, SameSite=Strict, sent only to the sign-in call', async () => {
    const user = await createUser(t, []);
    const response = await attemptSignIn(t.app, {
      email: user.email,
      password: user.password,
      address: '10.24.0.1',
    });
    const cookie = response.cookies.find((c) => c.name === 'stroomlijn_device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/security/login' });
    expect(cookie?.maxAge).toBeGreaterThan(30 * 24 * 3600);
  });

  it(
    'signs its user in while guesses from elsewhere hold the account and failures hold the address',
    async () => {
      const user = await createUser(t, []);
      const office = '10.25.0.1';
      const known = deviceCookieOf(
        await attemptSignIn(t.app, { email: user.email, password: user.password, address: office }),
      );
      for (let n = 0; n < LOGIN_ACCOUNT_FAILURE_LIMIT; n++) {
        await attemptSignIn(t.app, {
          email: user.email,
          password: `guess-${n}`,
          address: `10.26.0.${n + 1}`,
        });
      }
      await failuresForMadeUpEmails(t.app, LOGIN_ADDRESS_FAILURE_LIMIT, 'office', () => ({
        address: office,
      }));
      const stranger = await attemptSignIn(t.app, {
        email: user.email,
        password: user.password,
        address: office,
      });
      expectTooManyRequests(stranger, WINDOW);
      const own = await attemptSignIn(t.app, {
        email: user.email,
        password: user.password,
        address: office,
        deviceCookie: known,
      });
      expect(own.statusCode).toBe(200);
      expect(deviceCookieOf(own)).toBe(known);
    },
    MANY_FAILURES_TIMEOUT_MS,
  );

  it(`is held to ${LOGIN_ACCOUNT_FAILURE_LIMIT} failures of its own`, async () => {
    const user = await createUser(t, []);
    const known = deviceCookieOf(
      await attemptSignIn(t.app, { email: user.email, password: user.password, address: '10.27.0.1' }),
    );
    for (let n = 0; n < LOGIN_ACCOUNT_FAILURE_LIMIT; n++) {
      const guess = await attemptSignIn(t.app, {
        email: user.email,
        password: `guess-${n}`,
        address: `10.27.1.${n}`,
        deviceCookie: known,
      });
      expect(guess.statusCode).toBe(401);
    }
    const right = await attemptSignIn(t.app, {
      email: user.email,
      password: user.password,
      address: '10.27.0.1',
      deviceCookie: known,
    });
    expectTooManyRequests(right, WINDOW);
    // Its failures were its own: a browser the account does not know is not held by them.
    const elsewhere = await attemptSignIn(t.app, {
      email: user.email,
      password: user.password,
      address: '10.27.2.1',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts for its own account only; a made-up or foreign cookie is a stranger', async () => {
    const [owner, target] = [await createUser(t, []), await createUser(t, [])];
    const ownersCookie = deviceCookieOf(
      await attemptSignIn(t.app, { email: owner.email, password: owner.password, address: '10.28.0.1' }),
    );
    for (let n = 0; n < LOGIN_ACCOUNT_FAILURE_LIMIT; n++) {
      await attemptSignIn(t.app, { email: target.email, password: `guess-${n}`, address: `10.28.1.${n}` });
    }
    for (const deviceCookie of [ownersCookie, 'A'.repeat(43), `${'B'.repeat(43)}.${ownersCookie}`, '%%%']) {
      const attempt = await attemptSignIn(t.app, {
        email: target.email,
        password: target.password,
        address: '10.28.0.1',
        deviceCookie,
      });
      expectTooManyRequests(attempt, WINDOW);
    }
  });

  it('one browser is known to several accounts, each with a token minted for it', async () => {
    const [first, second] = [await createUser(t, []), await createUser(t, [])];
    const afterFirst = deviceCookieOf(
      await attemptSignIn(t.app, { email: first.email, password: first.password, address: '10.29.0.1' }),
    );
    const afterSecond = deviceCookieOf(
      await attemptSignIn(t.app, {
        email: second.email,
        password: second.password,
        address: '10.29.0.1',
        deviceCookie: afterFirst,
      }),
    );
    expect(afterSecond.split('.')).toHaveLength(2);
    expect(afterSecond.split('.')[1]).toBe(afterFirst);
    for (const user of [first, second]) {
      for (let n = 0; n < LOGIN_ACCOUNT_FAILURE_LIMIT; n++) {
        await attemptSignIn(t.app, { email: user.email, password: `guess-${n}`, address: `10.29.1.${n}` });
      }
      const known = await attemptSignIn(t.app, {
        email: user.email,
        password: user.password,
        address: '10.29.0.1',
        deviceCookie: afterSecond,
      });
      expect(known.statusCode).toBe(200);
    }
  });
});

describe('two instances on one database', () => {
  it(
    'share the counts per account, per address and per known browser',
    async () => {
      const { apps, close } = await twoInstances();
      try {
        const [a, b] = apps;
        // Failures for made-up emails on one instance leave the administrator's sign-in on the other alone.
        for (let n = 0; n < LOGIN_ACCOUNT_FAILURE_LIMIT; n++) {
          const app = n % 2 === 0 ? a : b;
          await attemptSignIn(app.app, {
            email: `two-${n}@stroomlijn.test`,
            password: 'wrong',
            address: '10.30.0.1',
          });
        }
        const admin = await attemptSignIn(b.app, {
          email: ADMIN_EMAIL,
          password: ADMIN_PASSWORD,
          address: '10.30.0.1',
        });
        expect(admin.statusCode).toBe(200);
        const known = deviceCookieOf(admin);

        // Guesses at the administrator, taking turns between the instances, stop at the limit on both.
        for (let n = 0; n < LOGIN_ACCOUNT_FAILURE_LIMIT; n++) {
          const guess = await attemptSignIn((n % 2 === 0 ? a : b).app, {
            email: ADMIN_EMAIL,
            password: `guess-${n}`,
            address: `10.31.0.${n + 1}`,
          });
          expect(guess.statusCode).toBe(401);
        }
        for (const app of [a, b]) {
          const refused = await attemptSignIn(app.app, {
            email: ADMIN_EMAIL,
            password: ADMIN_PASSWORD,
            address: '10.31.1.1',
          });
          expectTooManyRequests(refused, WINDOW);
        }
        // The browser the administrator signed in with on one instance is known on the other.
        const own = await attemptSignIn(a.app, {
          email: ADMIN_EMAIL,
          password: ADMIN_PASSWORD,
          address: '10.31.1.1',
          deviceCookie: known,
        });
        expect(own.statusCode).toBe(200);

        // One address's failures, half on each instance, throttle it on both.
        await failuresForMadeUpEmails(a.app, LOGIN_ADDRESS_FAILURE_LIMIT / 2, 'two-a', () => ({
          address: '10.32.0.1',
        }));
        await failuresForMadeUpEmails(b.app, LOGIN_ADDRESS_FAILURE_LIMIT / 2, 'two-b', () => ({
          address: '10.32.0.1',
        }));
        for (const app of [a, b]) {
          const next = await attemptSignIn(app.app, {
            email: 'two-next@stroomlijn.test',
            password: 'wrong',
            address: '10.32.0.1',
          });
          expectTooManyRequests(next, WINDOW);
        }
      } finally {
        await close();
      }
    },
    MANY_FAILURES_TIMEOUT_MS,
  );
});
