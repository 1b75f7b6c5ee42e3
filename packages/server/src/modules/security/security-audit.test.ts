import { LOGIN_ACCOUNT_FAILURE_LIMIT } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client, sessionCookieOf } from '../../test/client.js';
import { appendedBy, appendsNone } from '../../test/recorded-audit.js';
import { attemptSignIn } from '../../test/sign-in-attempts.js';
import { createUser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

const named = { firstName: 'Sanne', preposition: 'van', lastName: 'Dijk' };

describe('the audit trail of sessions', () => {
  it('a password sign-in is recorded with the user as its actor, also when it replaces a session', async () => {
    const user = await createUser(t, [], named);
    const entry = await appendedBy(t.database.db, () =>
      attemptSignIn(t.app, { email: user.email, password: user.password, address: '10.3.0.1' }),
    );
    expect(entry).toMatchObject({
      actor: { kind: 'user', id: user.id, name: 'Sanne van Dijk' },
      address: '10.3.0.1',
      entity: 'session',
      entityId: user.id,
      action: 'sign-in',
      change: { before: null, after: { method: 'password' } },
    });

    // Signed in already (as someone else): the new sign-in ends that session, in the same one entry.
    const other = await createUser(t, []);
    const earlier = sessionCookieOf(
      await attemptSignIn(t.app, { email: other.email, password: other.password }),
    );
    const again = await appendedBy(t.database.db, () =>
      client(t.app, earlier).post('/api/security/login', { email: user.email, password: user.password }),
    );
    expect(again).toMatchObject({ actor: { id: user.id }, action: 'sign-in' });
    expect((await client(t.app, earlier).post('/api/security/info', {})).statusCode).toBe(401);
  });

  it('a failed sign-in is recorded under the email tried, about the user it names, never with the password', async () => {
    const user = await createUser(t, []);
    const typed = user.email.toUpperCase();
    const wrong = await appendedBy(t.database.db, async () => {
      const answer = await attemptSignIn(t.app, {
        email: typed,
        password: 'not-the-password',
        address: '10.3.0.2',
      });
      expect(answer.statusCode).toBe(401);
    });
    expect(wrong).toMatchObject({
      actor: { kind: 'anonymous', id: null, name: typed },
      address: '10.3.0.2',
      entity: 'session',
      entityId: user.id,
      action: 'sign-in-failed',
      change: { before: null, after: { method: 'password' } },
      subjects: [user.id],
    });
    expect(JSON.stringify(wrong)).not.toContain('not-the-password');

    const unknown = await appendedBy(t.database.db, async () => {
      const answer = await attemptSignIn(t.app, {
        email: 'nobody@audit.test',
        password: 'x',
        address: '10.3.0.2',
      });
      expect(answer.statusCode).toBe(401);
    });
    expect(unknown).toMatchObject({
      actor: { kind: 'anonymous', id: null, name: 'nobody@audit.test' },
      entityId: '',
      action: 'sign-in-failed',
      subjects: [],
    });
  });

  it('an attempt refused by the sign-in limits (429) writes nothing and records nothing', async () => {
    const user = await createUser(t, []);
    for (let n = 0; n < LOGIN_ACCOUNT_FAILURE_LIMIT; n++) {
      const answer = await attemptSignIn(t.app, {
        email: user.email,
        password: 'wrong',
        address: `10.4.0.${n + 1}`,
      });
      expect(answer.statusCode).toBe(401);
    }
    await appendsNone(t.database.db, async () => {
      const answer = await attemptSignIn(t.app, {
        email: user.email,
        password: user.password,
        address: '10.4.1.1',
      });
      expect(answer.statusCode).toBe(429);
    });
    await appendsNone(t.database.db, async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/security/login',
        payload: { email: 1 },
      });
      expect(answer.statusCode).toBe(422);
    });
  });

  it('a sign-out is recorded with the user as its actor; without a session, or from another site, nothing', async () => {
    const user = await createUser(t, [], named);
    const cookie = sessionCookieOf(
      await attemptSignIn(t.app, { email: user.email, password: user.password }),
    );
    await appendsNone(t.database.db, async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/security/logout',
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(answer.statusCode).toBe(200);
    });
    const entry = await appendedBy(t.database.db, async () => {
      expect((await client(t.app, cookie).get('/api/security/logout')).statusCode).toBe(200);
    });
    expect(entry).toMatchObject({
      actor: { kind: 'user', id: user.id, name: 'Sanne van Dijk' },
      entity: 'session',
      entityId: user.id,
      action: 'sign-out',
    });
    await appendsNone(t.database.db, async () => {
      expect((await client(t.app, cookie).get('/api/security/logout')).statusCode).toBe(200);
    });
  });

  it('a language choice is recorded as a change of the user; the same choice again, or a bad one, records nothing', async () => {
    const user = await createUser(t, []);
    const cookie = sessionCookieOf(
      await attemptSignIn(t.app, { email: user.email, password: user.password }),
    );
    const entry = await appendedBy(t.database.db, async () => {
      expect((await client(t.app, cookie).put('/api/security/language', { language: 'nl' })).statusCode).toBe(
        204,
      );
    });
    expect(entry).toMatchObject({
      actor: { kind: 'user', id: user.id },
      entity: 'user',
      entityId: user.id,
      action: 'update',
      change: { before: { language: null }, after: { language: 'nl' } },
    });
    await appendsNone(t.database.db, async () => {
      expect((await client(t.app, cookie).put('/api/security/language', { language: 'nl' })).statusCode).toBe(
        204,
      );
      expect((await client(t.app, cookie).put('/api/security/language', { language: 'fr' })).statusCode).toBe(
        422,
      );
      expect((await client(t.app).put('/api/security/language', { language: 'en' })).statusCode).toBe(401);
    });
    const back = await appendedBy(t.database.db, () =>
      client(t.app, cookie).put('/api/security/language', { language: 'en' }),
    );
    expect(back.change).toEqual({ before: { language: 'nl' }, after: { language: 'en' } });
  });
});
