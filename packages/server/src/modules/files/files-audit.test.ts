import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart.js';
import { auditMark } from '../../test/recorded-audit.js';
import { executable, pdf } from '../../test/sample-files.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/** Uploads in the audit trail: one entry with the file's name, size and type, never its content. */
const t = useTestApp();
const staff = useSignedInClient(t, [], { firstName: 'Sam', lastName: 'Staff' });

const upload = (id: string, filename: string, content: Buffer, contentType = 'application/pdf') =>
  staff.upload(
    '/api/file/upload',
    multipartBody([
      { kind: 'field', name: 'id', value: id },
      { kind: 'file', filename, contentType, content },
    ]),
  );

describe('uploads in the audit trail', () => {
  it('an upload records name, size and type, not the content; a refused upload records nothing', async () => {
    const id = randomUUID();
    const content = pdf();
    const mark = await auditMark(t.database.db);
    const response = await upload(id, 'Werkinstructie.pdf', content);
    expect(response.statusCode, response.body).toBe(201);
    const entry = await mark.only();
    expect(entry).toMatchObject({
      actor: { kind: 'user', id: staff.id, name: 'Sam Staff' },
      entity: 'file',
      entityId: id,
      action: 'create',
      change: {
        before: null,
        after: { id, name: 'Werkinstructie.pdf', size: content.length, contentType: 'application/pdf' },
      },
    });
    expect(Object.keys(entry.change.after ?? {}).sort()).toEqual(['contentType', 'id', 'name', 'size']);

    const refused = await auditMark(t.database.db);
    expect((await upload(id, 'again.pdf', pdf())).statusCode).toBe(422);
    expect(
      (await upload(randomUUID(), 'tool.exe', executable(), 'application/octet-stream')).statusCode,
    ).toBe(422);
    expect(await refused.entries()).toEqual([]);
  });
});
