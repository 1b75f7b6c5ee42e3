import { type AuditPage, USER_IMPORT_ROW_LIMIT, type UserImportResult } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { csvUpload } from '../../test/multipart.js';
import { appendedBy, appendsNone } from '../../test/recorded-audit.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
const manager = useSignedInClient(t, ['ROLE_USER_MANAGER'], { firstName: 'Ula', lastName: 'Users' });
const plain = useSignedInClient(t, ['ROLE_USER']);
const admin = useSignedInClient(t, ['ROLE_ADMIN']);

describe('the audit trail of the users import', () => {
  it('an import appends one entry about every user it made, with what was imported', async () => {
    const csv = [
      'First name,Last name,Preposition,Email',
      'Ada,Lovelace,,ada@audit-import.test',
      'Jan,Vries,de,jan@audit-import.test',
      'Bad,Email,,not-an-email',
    ].join('\n');
    let result: UserImportResult | undefined;
    const entry = await appendedBy(t.database.db, async () => {
      const answer = await manager.upload('/api/user/import', csvUpload(csv));
      expect(answer.statusCode, answer.body).toBe(200);
      result = answer.json();
    });
    const users = await t.database.db
      .selectFrom('app_user')
      .select(['id', 'email'])
      .where('email', 'in', ['ada@audit-import.test', 'jan@audit-import.test'])
      .orderBy('email')
      .execute();
    expect(users).toHaveLength(2);
    expect(result?.imported).toHaveLength(2);
    expect(entry).toMatchObject({
      actor: { kind: 'user', id: manager.id, name: 'Ula Users' },
      entity: 'user',
      action: 'import',
      change: {
        before: null,
        after: {
          users: [
            {
              id: users[0]?.id,
              email: 'ada@audit-import.test',
              firstName: 'Ada',
              preposition: '',
              lastName: 'Lovelace',
            },
            {
              id: users[1]?.id,
              email: 'jan@audit-import.test',
              firstName: 'Jan',
              preposition: 'de',
              lastName: 'Vries',
            },
          ],
        },
      },
      subjects: users.map((user) => user.id).sort(),
    });
    expect(users.map((user) => user.id)).not.toContain(entry.entityId);
    // The person filter finds the import among the entries about each imported user.
    const about = await admin.get(`/api/audit?person=${users[1]?.id}`);
    expect(about.json<AuditPage>().entries.map((found) => [found.seq, found.action])).toEqual([
      [entry.seq, 'import'],
    ]);
  });

  it(`an import of ${USER_IMPORT_ROW_LIMIT} users appends one entry about each of them`, async () => {
    const rows = Array.from({ length: USER_IMPORT_ROW_LIMIT }, (_, i) => `A,B,,many-${i}@audit-import.test`);
    const entry = await appendedBy(t.database.db, async () => {
      const answer = await manager.upload('/api/user/import', csvUpload(rows.join('\n')));
      expect(answer.statusCode, answer.body).toBe(200);
    });
    expect(entry).toMatchObject({ entity: 'user', action: 'import' });
    expect(entry.subjects).toHaveLength(USER_IMPORT_ROW_LIMIT);
    expect((entry.change.after as { users: unknown[] }).users).toHaveLength(USER_IMPORT_ROW_LIMIT);
  }, 60_000);

  it('an import that makes no user, a refused one and a bad file append nothing', async () => {
    await appendsNone(t.database.db, async () => {
      const again = 'First name,Last name,Preposition,Email\nAda,Lovelace,,ada@audit-import.test\n';
      const answer = await manager.upload('/api/user/import', csvUpload(again));
      expect(answer.statusCode).toBe(200);
      expect(answer.json<UserImportResult>().imported).toEqual([]);
      expect((await plain.upload('/api/user/import', csvUpload(again))).statusCode).toBe(403);
      expect((await manager.upload('/api/user/import', csvUpload('x', 'image/png'))).statusCode).toBe(422);
    });
  });
});
