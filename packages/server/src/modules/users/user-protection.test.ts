import { randomUUID } from 'node:crypto';
import { ADMIN_USER_ID, SUPPORT_USER_ID, type User } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { type Client, signedInAs, signedInClient, signIn } from '../../test/client.js';
import { whileMadeAdministrator } from '../../test/concurrency.js';
import { createUser, testDialect } from '../../test/test-app.js';
import { useSignedInAs, useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
/** The built-in administrator: holds every system role. */
const admin = useSignedInAs(t, ADMIN_USER_ID);
/** A user manager who is not an administrator. */
const manager = useSignedInClient(t, ['ROLE_USER_MANAGER']);

const info = (user: Client) => user.inject({ method: 'POST', url: '/api/security/info' });

async function passwordHashOf(userId: string): Promise<string | null> {
  const row = await t.database.db
    .selectFrom('app_user')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

/** The PUT body for a user as GET returns it: every field but `deleted`. */
function asUpdate({ deleted: _, ...user }: User) {
  return user;
}

describe('delete', () => {
  it('US-15 US-16: the administrator and the support user cannot be deleted (409 invalid-state)', async () => {
    for (const id of [ADMIN_USER_ID, SUPPORT_USER_ID]) {
      const response = await admin.delete(`/api/user/${id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().messageKey).toBe('invalid-state');
    }
  });

  it('a user manager cannot delete itself', async () => {
    const response = await manager.delete(`/api/user/${manager.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().messageKey).toBe('invalid-state');
  });

  it("a deleted user's sessions end at once", async () => {
    const user = await signedInClient(t, [], { login: true });
    expect((await manager.delete(`/api/user/${user.id}`)).statusCode).toBe(204);
    expect((await info(user)).statusCode).toBe(401);
    const sessions = await t.database.db
      .selectFrom('session')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);
  });
});

describe('only an administrator may change an administrator', () => {
  it('a user manager without ROLE_ADMIN gets 403 not-allowed for edit, delete and password of an administrator', async () => {
    const other = await createUser(t, ['ROLE_ADMIN'], { withoutPassword: true });
    const current: User = (await admin.get(`/api/user/${other.id}`)).json();
    const edit = await manager.put('/api/user', { ...asUpdate(current), email: 'mine@stroomlijn.test' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().messageKey).toBe('not-allowed');
    expect((await manager.delete(`/api/user/${other.id}`)).statusCode).toBe(403);
    const password = await manager.post('/api/user/change_password', {
      id: ADMIN_USER_ID,
      password: 'a-strong-new-secret-1971',
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().messageKey).toBe('not-allowed');
  });

  it('an administrator may edit, set the password of and delete another administrator', async () => {
    const other = await createUser(t, ['ROLE_ADMIN'], { withoutPassword: true });
    const current: User = (await admin.get(`/api/user/${other.id}`)).json();
    expect((await admin.put('/api/user', { ...asUpdate(current), firstName: 'Renamed' })).statusCode).toBe(
      200,
    );
    const password = await admin.post('/api/user/change_password', {
      id: other.id,
      password: 'a-strong-new-secret-1971',
    });
    expect(password.statusCode).toBe(204);
    expect((await admin.delete(`/api/user/${other.id}`)).statusCode).toBe(204);
  });
});

describe('POST /api/user/change_password', () => {
  it('US-11: sets an argon2id hash that signs in, and ends the other sessions of that user', async () => {
    const user = await signedInClient(t, [], { login: true });
    const response = await manager.post('/api/user/change_password', {
      id: user.id,
      password: 'Tulpen-in-Maart-2031',
    });
    expect(response.statusCode).toBe(204);
    expect(await passwordHashOf(user.id)).toMatch(/^\$argon2id\$/);
    expect((await info(user)).statusCode).toBe(401);
    expect(await signIn(t.app, user.email, 'Tulpen-in-Maart-2031')).toMatch(/^stroomlijn_session=/);
  });

  it("changing one's own password keeps the session it was changed from", async () => {
    const me = await signedInClient(t, ['ROLE_USER_MANAGER']);
    const other = await signedInAs(t, me.id);
    const response = await me.post('/api/user/change_password', {
      id: me.id,
      password: 'Tulpen-in-Maart-2031',
    });
    expect(response.statusCode).toBe(204);
    expect((await me.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
  });

  it('US-11: a password under 8 characters is refused with password-too-short', async () => {
    const response = await manager.post('/api/user/change_password', { id: manager.id, password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ name: 'password', message: 'password-too-short' }]);
  });

  it('US-12: a well-known leaked password is refused with password-compromised, in any case', async () => {
    for (const password of ['password123', 'Password123', 'QWERTYUIOP', 'iloveyou1']) {
      const response = await manager.post('/api/user/change_password', { id: manager.id, password });
      expect(response.statusCode, password).toBe(422);
      expect(response.json()).toMatchObject({
        messageKey: 'validation',
        errors: [{ name: 'password', message: 'password-compromised' }],
      });
    }
  });

  it('answers 404 for an unknown or deleted user', async () => {
    const response = await manager.post('/api/user/change_password', {
      id: randomUUID(),
      password: 'Tulpen-in-Maart-2031',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe.runIf(testDialect === 'postgres')(
  'on PostgreSQL, the administrator check and its write are one step',
  () => {
    it('US-11: a password change by a user manager waits for a concurrent grant of ROLE_ADMIN, then refuses', async () => {
      const user = await createUser(t, [], { withoutPassword: true });
      const response = await whileMadeAdministrator(t, user.id, () =>
        manager.post('/api/user/change_password', { id: user.id, password: 'Tulpen-in-Maart-2031' }),
      );
      expect(response.statusCode).toBe(403);
      expect(await passwordHashOf(user.id)).toBeNull();
    });

    it('an edit by a user manager waits for a concurrent grant of ROLE_ADMIN, then refuses', async () => {
      const user = await createUser(t, [], { withoutPassword: true });
      const current: User = (await admin.get(`/api/user/${user.id}`)).json();
      const response = await whileMadeAdministrator(t, user.id, () =>
        manager.put('/api/user', { ...asUpdate(current), email: 'taken-over@stroomlijn.test' }),
      );
      expect(response.statusCode).toBe(403);
      expect((await admin.get(`/api/user/${user.id}`)).json().email).toBe(user.email);
    });

    it('a delete by a user manager waits for a concurrent grant of ROLE_ADMIN, then refuses', async () => {
      const user = await createUser(t, [], { withoutPassword: true });
      const response = await whileMadeAdministrator(t, user.id, () => manager.delete(`/api/user/${user.id}`));
      expect(response.statusCode).toBe(403);
      expect((await admin.get(`/api/user/${user.id}`)).statusCode).toBe(200);
    });
  },
);
