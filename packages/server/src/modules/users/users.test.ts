import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { User, UserCreate } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
/** A user manager who is not an administrator. */
const manager = useSignedInClient(t, ['ROLE_USER_MANAGER']);

function newUser(fields: Partial<UserCreate> = {}): UserCreate {
  const id = randomUUID();
  return {
    id,
    email: `ada-${id.slice(0, 8)}@stroomlijn.test`,
    firstName: 'Ada',
    preposition: '',
    lastName: 'Lovelace',
    personnelNumber: 'P-1',
    ...fields,
  };
}

/** The PUT body for a user as GET returns it: every field but `deleted`. */
function asUpdate({ deleted: _, ...user }: User) {
  return user;
}

async function created(fields: Partial<UserCreate> = {}): Promise<User> {
  const response = await manager.post('/api/user', newUser(fields));
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('create, read, update, delete', () => {
  it('US-06 US-07: POST creates a user under the client id; GET, PUT and the list show it', async () => {
    const input = newUser({ preposition: 'van', personnelNumber: '42' });
    const response = await manager.post('/api/user', input);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toEqual({ ...input, deleted: false, updatedAt: expect.any(Number) });
    expect((await manager.get(`/api/user/${input.id}`)).json()).toEqual(user);

    const update = {
      ...input,
      lastName: 'King',
      email: input.email.toUpperCase(),
      updatedAt: user.updatedAt,
    };
    const updated = await manager.put('/api/user', update);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ lastName: 'King', email: update.email });
    expect(updated.json().updatedAt).toBeGreaterThan(user.updatedAt);
    const list: User[] = (await manager.get('/api/user')).json();
    expect(list.find((u) => u.id === input.id)?.lastName).toBe('King');
  });

  it('US-07: an id in use (even by a deleted user) is refused with 422 invalid-id under id', async () => {
    const user = await created();
    const again = await manager.post('/api/user', newUser({ id: user.id }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      messageKey: 'invalid-id',
      errors: [{ name: 'id', message: 'invalid-id' }],
    });
    expect((await manager.delete(`/api/user/${user.id}`)).statusCode).toBe(204);
    expect((await manager.post('/api/user', newUser({ id: user.id }))).json().messageKey).toBe('invalid-id');
  });

  it('US-07: an id that is not a UUID is refused with a field error invalid-id', async () => {
    const response = await manager.post('/api/user', newUser({ id: 'not-a-uuid' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ name: 'id', message: 'invalid-id' }]);
  });

  it('US-08 US-04: DELETE removes the user from GET /api/user/{id} (404) and from the list', async () => {
    const user = await created();
    expect((await manager.delete(`/api/user/${user.id}`)).statusCode).toBe(204);
    const gone = await manager.get(`/api/user/${user.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().messageKey).toBe('not-found');
    const list: User[] = (await manager.get('/api/user')).json();
    expect(list.some((u) => u.id === user.id)).toBe(false);
    expect((await manager.delete(`/api/user/${user.id}`)).statusCode).toBe(404);
  });

  it('answers 404 not-found for an unknown or malformed id and for updating a deleted user', async () => {
    expect((await manager.get(`/api/user/${randomUUID()}`)).json().messageKey).toBe('not-found');
    expect((await manager.get('/api/user/nope')).statusCode).toBe(404);
    expect((await manager.put('/api/user', { ...newUser(), updatedAt: 1 })).statusCode).toBe(404);
    const user = await created();
    await manager.delete(`/api/user/${user.id}`);
    const update = await manager.put('/api/user', { ...newUser({ id: user.id }), updatedAt: user.updatedAt });
    expect(update.statusCode).toBe(404);
  });

  it('US-03: the list is sorted by last name, then first name, without regard to case, then email', async () => {
    const names = [
      ['bob', 'Zwart', 'b@sort.test'],
      ['Anna', 'de Vries', 'a@sort.test'],
      ['anna', 'De Vries', '0@sort.test'],
      ['Carl', 'de vries', 'c@sort.test'],
      ['Dirk', 'Appel', 'd@sort.test'],
    ];
    for (const [firstName, lastName, email] of names) {
      await createUser(t, [], { firstName, lastName, email, withoutPassword: true });
    }
    const list: User[] = (await manager.get('/api/user')).json();
    expect(list.filter((u) => u.email.endsWith('@sort.test')).map((u) => u.email)).toEqual([
      'd@sort.test',
      '0@sort.test',
      'a@sort.test',
      'c@sort.test',
      'b@sort.test',
    ]);
  });
});

describe('validation', () => {
  it('US-09: an invalid email, empty names and texts over 200 characters give field errors', async () => {
    const response = await manager.post(
      '/api/user',
      newUser({ email: 'abc', firstName: ' ', lastName: '', personnelNumber: 'x'.repeat(201) }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().messageKey).toBe('validation');
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { name: 'email', message: 'invalid-email' },
        { name: 'firstName', message: 'not-empty' },
        { name: 'lastName', message: 'not-empty' },
        { name: 'personnelNumber', message: 'text-too-long' },
      ]),
    );
    const extra = await manager.post('/api/user', { ...newUser(), deleted: true });
    expect(extra.statusCode).toBe(422);
  });

  it('US-10: a duplicate email, in any case, is refused with 409 duplicate-email under email', async () => {
    const first = await created({ email: 'Grace.Hopper@stroomlijn.test' });
    const second = await manager.post('/api/user', newUser({ email: 'grace.hopper@STROOMLIJN.test' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      messageKey: 'duplicate-email',
      errors: [{ name: 'email', message: 'duplicate-email' }],
    });
    const other = await created();
    const update = await manager.put('/api/user', { ...asUpdate(other), email: first.email.toUpperCase() });
    expect(update.statusCode).toBe(409);
    expect(update.json().messageKey).toBe('duplicate-email');
  });

  it("US-10: a deleted user's email may be used again", async () => {
    const user = await created({ email: 'reused@stroomlijn.test' });
    await manager.delete(`/api/user/${user.id}`);
    expect((await manager.post('/api/user', newUser({ email: 'REUSED@stroomlijn.test' }))).statusCode).toBe(
      201,
    );
  });

  it('a stale updatedAt is refused with 409 conflict: two editors never overwrite each other', async () => {
    const user = await created();
    const first = await manager.put('/api/user', { ...asUpdate(user), firstName: 'First' });
    expect(first.statusCode).toBe(200);
    const second = await manager.put('/api/user', { ...asUpdate(user), firstName: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json().messageKey).toBe('conflict');
    expect((await manager.get(`/api/user/${user.id}`)).json().firstName).toBe('First');
  });
});

describe('answers', () => {
  it('a large list is compressed when the browser accepts it', async () => {
    const response = await manager.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const list = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(list.length).toBeGreaterThan(2);
  });
});
