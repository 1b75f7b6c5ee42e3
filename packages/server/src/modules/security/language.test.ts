import type { SystemRole } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client, signedInClient, signIn } from '../../test/client.js';
import { useTestApp } from '../../test/use-test-app.js';

/** The interface language a user chooses, kept on the server (PUT /api/security/language). */
const t = useTestApp();

const info = async (cookie: string) => (await client(t.app, cookie).post('/api/security/info', {})).json();

describe('PUT /api/security/language', () => {
  it.each<[string, SystemRole[]]>([
    ['a user without system roles', []],
    ['a user manager', ['ROLE_USER_MANAGER']],
    ['an administrator', ['ROLE_ADMIN']],
  ])(
    'I18N-01: %s saves a choice; the info and a sign-in in another browser return it',
    async (_who, roles) => {
      const user = await signedInClient(t, roles, { login: true });
      expect((await info(user.cookie)).language).toBeNull();

      const saved = await user.put('/api/security/language', { language: 'nl' });
      expect(saved.statusCode, saved.body).toBe(204);
      expect(saved.body).toBe('');
      expect((await info(user.cookie)).language).toBe('nl');
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/security/login',
        payload: { email: user.email, password: user.password },
      });
      expect(elsewhere.json().language).toBe('nl');

      expect((await user.put('/api/security/language', { language: 'en' })).statusCode).toBe(204);
      const other = await signIn(t.app, user.email, user.password);
      expect((await info(other)).language).toBe('en');
    },
  );

  it('answers 401 without a session, and saves nothing', async () => {
    const answer = await client(t.app).put('/api/security/language', { language: 'nl' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().messageKey).toBe('not-authenticated');
  });

  it.each<[string, object]>([
    ['a language the product does not have', { language: 'fr' }],
    ['no language', {}],
    ['null', { language: null }],
    ['a number', { language: 1 }],
    ['an unknown field', { language: 'nl', userId: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses %s with 422 validation, and keeps the saved choice', async (_what, body) => {
    const user = await signedInClient(t, []);
    await user.put('/api/security/language', { language: 'nl' });
    const answer = await user.put('/api/security/language', body);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().messageKey).toBe('validation');
    expect((await info(user.cookie)).language).toBe('nl');
  });

  it("changes only the caller's own choice, and is no conflict for an administrator editing the user", async () => {
    const user = await signedInClient(t, []);
    const other = await signedInClient(t, []);
    const manager = await signedInClient(t, ['ROLE_USER_MANAGER']);
    const before = (await manager.get(`/api/user/${user.id}`)).json();

    expect((await user.put('/api/security/language', { language: 'nl' })).statusCode).toBe(204);
    expect((await info(other.cookie)).language).toBeNull();
    const { deleted: _, ...fields } = before;
    const edited = await manager.put('/api/user', { ...fields, lastName: 'Edited' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await info(user.cookie)).language).toBe('nl');
  });
});
