import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_USER_ID, ERASED_TEXT, SUPPORT_USER_ID, type User } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { type Client, client, signedInClient } from '../../../test/client.js';
import {
  type PersonWhoDidEverything,
  personInAnswers,
  personInDatabase,
  personInDataDirectory,
  personWhoDidEverything,
} from '../../../test/person-erasure.js';
import { appendedBy, appendsNone } from '../../../test/recorded-audit.js';
import { testDialect } from '../../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';
import { useWorkflowFormService } from '../../../test/workflows.js';
import { verifyChain } from '../../audit/index.js';

/** Erasing a person (GDPR article 17): nothing of them is found afterwards, by any read or in the data. */
const forms = useWorkflowFormService();
const t = useTestApp({}, { formService: forms.service });
const admin = useSignedInClient(t, ['ROLE_ADMIN', 'ROLE_USER_MANAGER'], {
  firstName: 'Ada',
  lastName: 'Admin',
});
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

const userOf = async (id: string): Promise<User> => (await admin.get(`/api/user/${id}`)).json();
const erase = (id: string, body: object, by: Client = admin) => by.post(`/api/person-data/${id}/erase`, body);

async function erased(person: PersonWhoDidEverything['person'], freeTexts: 'keep' | 'remove') {
  const { updatedAt } = await userOf(person.id);
  const answer = await erase(person.id, { freeTexts, updatedAt });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { pseudonym: string; counts: Record<string, number> };
}

/** The read routes an administrator has that could show the person. */
function readsOf(did: PersonWhoDidEverything): string[] {
  const { person, email, published, toApprove, toConfirm, form, response, responsePath } = did;
  return [
    '/api/user',
    `/api/user/${person.id}`,
    `/api/user-role/users-by-role/${did.roles.reviewer.id}`,
    `/api/workflow/${form.id}/responses/1`,
    responsePath,
    `/api/response-action/${form.id}/${response.id}`,
    `/api/process_model/${published.id}/feedback`,
    `/api/process_model/revisions/${toConfirm.id}/1/acknowledgements`,
    `/api/process_model/revisions/${toConfirm.id}/1/acknowledgements.csv`,
    `/api/process_model/revisions/${published.id}`,
    `/api/process_model/revisions/${published.id}/1`,
    `/api/process_model/revisions/${toApprove.id}/1`,
    `/api/process_model/revisions/${published.id}/1/handbook.html`,
    `/api/audit?person=${person.id}`,
    '/api/audit',
    '/api/audit/export.csv',
    '/api/search?q=Quibblesworth',
    '/api/search?q=Xanthippe',
    `/api/search?q=${encodeURIComponent(email)}`,
  ];
}

describe('POST /api/person-data/{userId}/erase', () => {
  it('erases a person: nothing of their name, email or personnel number is left in any table, file or read; they cannot sign in', async () => {
    const did = await personWhoDidEverything(t, forms, { admin, modeler });
    const { person, email } = did;
    expect(await personInDatabase(t)).not.toEqual([]);
    expect(await personInAnswers(admin, readsOf(did))).not.toEqual([]);
    const modelerReads = [
      '/api/process_model',
      `/api/process_model/${did.published.id}`,
      `/api/process_model/${did.published.id}/edit`,
    ];
    expect(await personInAnswers(modeler, modelerReads)).not.toEqual([]);

    const entry = await appendedBy(t.database.db, async () => {
      const result = await erased(person, 'keep');
      expect(result.pseudonym).toMatch(/^P-[0-9a-f]{12}$/);
      expect(result.counts).toMatchObject({ filesRemoved: 1, freeTexts: 3 });
    });
    expect(entry).toMatchObject({ entity: 'user', entityId: person.id, action: 'erase' });
    expect(Object.keys(entry.change.after ?? {}).sort()).toEqual(['counts', 'freeTexts']);

    expect(await personInDatabase(t)).toEqual([]);
    expect(await personInDataDirectory(t.config.dataDir)).toEqual([]);
    expect(await personInAnswers(admin, readsOf(did))).toEqual([]);
    expect(await personInAnswers(modeler, modelerReads)).toEqual([]);

    // No sign-in: not with the password, not with the session from before.
    const login = await client(t.app).post('/api/security/login', { email, password: person.password });
    expect(login.statusCode).toBe(401);
    expect((await person.get('/api/security/ping')).statusCode).toBe(401);
    // Nobody gives the account a password or a name again.
    const user = await userOf(person.id);
    expect(user).toMatchObject({ erased: true, firstName: '', personnelNumber: '' });
    const password = await admin.post('/api/user/change_password', {
      id: person.id,
      password: 'a-new-password-1',
    });
    expect(password.json().messageKey).toBe('already-erased');
    const edit = await admin.put('/api/user', { ...user, firstName: 'Xanthippe' });
    expect(edit.json().messageKey).toBe('already-erased');
    // Nor by single sign-on: neither the old address nor the pseudonym's finds the account.
    expect(await t.services.security.signInWithVerifiedEmail(email, 'id-token')).toBeNull();
    expect(await t.services.security.signInWithVerifiedEmail(user.email, 'id-token')).toBeNull();
  }, 60_000);

  it('keeps the history of what they published and the texts they wrote without their name, under the pseudonym; the chain still verifies', async () => {
    const did = await personWhoDidEverything(t, forms, { admin, modeler });
    const { pseudonym } = await erased(did.person, 'keep');

    const revisions = (await admin.get(`/api/process_model/revisions/${did.published.id}`)).body;
    expect(revisions).toContain(pseudonym);
    const approved = (await admin.get(`/api/process_model/revisions/${did.toApprove.id}/1`)).body;
    expect(approved).toContain(`"approvedBy":{"name":"${pseudonym}"}`);
    const response = (await admin.get(did.responsePath)).json();
    expect(response.comment).toBe('Called back, P agreed'.replace('P', pseudonym));
    const [action] = (await admin.get(`/api/response-action/${did.form.id}/${did.response.id}`)).json();
    expect(action.remarks).toBe(`Receipt is with ${pseudonym}`);
    const feedback = (await admin.get(`/api/process_model/${did.published.id}/feedback`)).body;
    expect(feedback).toContain('The intake step is unclear to me');
    expect(
      await t.database.db.selectFrom('uploaded_file').select('id').where('id', '=', did.fileId).execute(),
    ).toEqual([]);
    if (testDialect === 'sqlite')
      expect(existsSync(path.join(t.config.dataDir, 'files', did.fileId))).toBe(false);

    expect(await verifyChain(t.database.db)).toEqual({ entries: expect.any(Number), broken: null });
    // An entry not erased is still checked: changing its personal part breaks the chain there.
    const victim = await t.database.db
      .selectFrom('audit_entry')
      .select('seq')
      .where('erased_at', 'is', null)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('audit_entry')
      .set({ actor_name: 'Someone else' })
      .where('seq', '=', victim.seq)
      .execute();
    expect((await verifyChain(t.database.db)).broken).toEqual({
      seq: Number(victim.seq),
      reason: 'personal-hash',
    });
    await t.database.db
      .updateTable('audit_entry')
      .set({ erased_at: Date.now() })
      .where('seq', '=', victim.seq)
      .execute();
  }, 60_000);

  it('removes the free texts they wrote when so chosen', async () => {
    const did = await personWhoDidEverything(t, forms, { admin, modeler });
    const { counts } = await erased(did.person, 'remove');
    expect(counts.freeTexts).toBe(3);
    expect((await admin.get(did.responsePath)).json().comment).toBe(ERASED_TEXT);
    const [action] = (await admin.get(`/api/response-action/${did.form.id}/${did.response.id}`)).json();
    expect(action.remarks).toBe(ERASED_TEXT);
    const feedback = (await admin.get(`/api/process_model/${did.published.id}/feedback`)).body;
    expect(feedback).not.toContain('The intake step is unclear to me');
    expect(feedback).toContain(ERASED_TEXT);
  }, 60_000);

  it('refuses the built-in users, an unknown or erased person, a stale updatedAt, a non-administrator and anonymous callers, with no entry', async () => {
    const db = t.database.db;
    const someone = await signedInClient(t);
    const body = async (id: string) => ({ freeTexts: 'keep', updatedAt: (await userOf(id)).updatedAt });
    for (const id of [ADMIN_USER_ID, SUPPORT_USER_ID]) {
      await appendsNone(db, async () => {
        const refused = await erase(id, await body(id));
        expect(refused.statusCode).toBe(409);
        expect(refused.json().messageKey).toBe('built-in-user');
      });
    }
    await appendsNone(db, async () => {
      const unknown = await erase(randomUUID(), { freeTexts: 'keep', updatedAt: 1 });
      expect(unknown.statusCode).toBe(404);
      const stale = await erase(someone.id, { freeTexts: 'keep', updatedAt: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().messageKey).toBe('conflict');
      const manager = await signedInClient(t, [
        'ROLE_USER_MANAGER',
        'ROLE_MODELER',
        'ROLE_EDITOR',
        'ROLE_USER',
      ]);
      expect((await erase(someone.id, await body(someone.id), manager)).statusCode).toBe(403);
      expect((await erase(someone.id, await body(someone.id), client(t.app))).statusCode).toBe(401);
      expect((await erase(someone.id, { freeTexts: 'maybe', updatedAt: 1 })).statusCode).toBe(422);
    });
    const first = await erase(someone.id, await body(someone.id));
    expect(first.statusCode, first.body).toBe(200);
    await appendsNone(db, async () => {
      const twice = await erase(someone.id, await body(someone.id));
      expect(twice.statusCode).toBe(409);
      expect(twice.json().messageKey).toBe('already-erased');
    });
  });

  it('gives the same person the same pseudonym, and different people different ones', async () => {
    const [one, two] = [await signedInClient(t), await signedInClient(t)];
    const results = [];
    for (const person of [one, two])
      results.push(
        (
          await erase(person.id, { freeTexts: 'keep', updatedAt: (await userOf(person.id)).updatedAt })
        ).json(),
      );
    expect(results[0].pseudonym).not.toBe(results[1].pseudonym);
    expect((await userOf(one.id)).lastName).toBe(results[0].pseudonym);
  });
});
