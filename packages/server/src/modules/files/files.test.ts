import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_LIMIT_BYTES } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { type Client, client, signedInClient } from '../../test/client.js';
import { type MultipartPart, multipartBody } from '../../test/multipart.js';
import { docx, executable, odt, ole2, pdf, xlsx } from '../../test/sample-files.js';
import { testDialect } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const editor = useSignedInClient(t, ['ROLE_EDITOR']);
const staff = useSignedInClient(t);

function upload(user: Client, parts: readonly MultipartPart[]) {
  return user.upload('/api/file/upload', multipartBody(parts));
}

/** The usual upload: the id first, then the file, with whatever Content-Type the client claims. */
function uploadFile(
  user: Client,
  content: Buffer,
  filename: string,
  { id = randomUUID(), contentType = 'application/octet-stream' } = {},
) {
  return upload(user, [
    { kind: 'field', name: 'id', value: id },
    { kind: 'file', filename, contentType, content },
  ]);
}

/** What storage holds: file rows, chunk rows, and (SQLite) the files and leftovers in the directory. */
async function stored() {
  const rows = await t.database.db.selectFrom('uploaded_file').select('id').execute();
  const chunks = await t.database.db.selectFrom('uploaded_file_chunk').select('file_id').execute();
  const directory = path.join(t.config.dataDir, 'files');
  const files =
    testDialect === 'sqlite' ? (await readdir(directory)).filter((name) => name !== 'incoming') : [];
  const incoming = testDialect === 'sqlite' ? await readdir(path.join(directory, 'incoming')) : [];
  return { rows: rows.length, chunks: chunks.length, files: files.length, incoming: incoming.length };
}

describe('POST /api/file/upload', () => {
  it('IO-33 IO-34 IO-35: a modeler uploads a PDF {id, file}; an editor reads its name and downloads the same bytes', async () => {
    const id = randomUUID();
    const response = await uploadFile(modeler, pdf(), 'Jaarverslag 2025.pdf', { id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id, name: 'Jaarverslag 2025.pdf' });

    const record = await editor.get(`/api/file/${id}`);
    expect(record.statusCode).toBe(200);
    expect(record.json()).toEqual({ id, name: 'Jaarverslag 2025.pdf' });

    const download = await editor.get(`/api/file/${id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf())).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Jaarverslag 2025.pdf"; filename*=UTF-8''Jaarverslag%202025.pdf`,
    );
  });

  it('IO-35 IO-36: Office (docx, xlsx, OpenDocument, legacy) and text files are accepted by an editor and come back byte-identical', async () => {
    const text = Buffer.from('naam;plaats\r\nÉlise;Zwolle\n', 'utf8');
    for (const [content, name, type] of [
      [docx(), 'notulen.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [xlsx(), 'begroting.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [odt(), 'brief.odt', 'application/vnd.oasis.opendocument.text'],
      [ole2(), 'oud.doc', 'application/msword'],
      [text, 'lijst.csv', 'text/csv; charset=utf-8'],
      [text, 'notities.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      const id = randomUUID();
      const response = await uploadFile(editor, content, name, { id, contentType: 'image/png' });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
      const download = await editor.get(`/api/file/${id}/download`);
      expect(download.rawPayload.equals(content), name).toBe(true);
      expect(download.headers['content-type'], name).toBe(type);
    }
  });

  it('the file part may come before the id', async () => {
    const id = randomUUID();
    const response = await upload(modeler, [
      { kind: 'file', filename: 'a.pdf', contentType: 'application/pdf', content: pdf() },
      { kind: 'field', name: 'id', value: id },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id, name: 'a.pdf' });
  });

  it('IO-35: a name with quotes and non-ASCII characters downloads under a safe Content-Disposition', async () => {
    const id = randomUUID();
    // As a browser sends 'Offerte "Café Ñandú" 😀<CR><LF>X-Evil: 1.pdf': quote and line break escaped.
    const name = 'Offerte %22Café Ñandú%22 😀%0D%0AX-Evil: 1.pdf';
    expect((await uploadFile(modeler, pdf(), name, { id })).statusCode).toBe(201);
    const kept = 'Offerte "Café Ñandú" 😀X-Evil: 1.pdf';
    expect((await editor.get(`/api/file/${id}`)).json()).toEqual({ id, name: kept });
    const download = await editor.get(`/api/file/${id}/download`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Offerte _Caf_ _and__ __X-Evil: 1.pdf"; filename*=UTF-8''${encodeURIComponent(kept)}`,
    );
    expect(download.headers['x-evil']).toBeUndefined();
  });

  it('IO-36: a file whose name does not fit its content is refused under file: a text named .html, a PDF named .exe', async () => {
    const before = await stored();
    const html = Buffer.from('<html><script>alert(1)</script></html>\n', 'utf8');
    for (const [content, name] of [
      [html, 'page.html'],
      [html, 'image.svg'],
      [html, 'run.bat'],
      [html, 'noextension'],
      [pdf(), 'invoice\u202Efdp.exe'],
      [docx(), 'notulen.pdf'],
    ] as const) {
      const response = await uploadFile(modeler, content, name, { contentType: 'text/plain' });
      expect(response.statusCode, name).toBe(422);
      expect(response.json()).toMatchObject({
        messageKey: 'validation',
        errors: [{ name: 'file', message: 'unsupported-file-type' }],
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('IO-36: an executable named .pdf and sent as application/pdf is refused under file; nothing is kept', async () => {
    const before = await stored();
    const response = await uploadFile(modeler, executable(), 'factuur.pdf', {
      contentType: 'application/pdf',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      messageKey: 'validation',
      errors: [{ name: 'file', message: 'unsupported-file-type' }],
    });
    expect(await stored()).toEqual(before);
  });

  it('CL-03: a file of 21 MB is refused with file-too-large under file; nothing is kept', async () => {
    const before = await stored();
    const big = Buffer.concat([pdf(), Buffer.alloc(21 * 1024 * 1024 - pdf().length, 0x20)]);
    expect(big.length).toBeGreaterThan(UPLOAD_LIMIT_BYTES);
    const response = await uploadFile(modeler, big, 'big.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      messageKey: 'payload-too-large',
      errors: [{ name: 'file', message: 'file-too-large' }],
    });
    expect(await stored()).toEqual(before);
  });

  it('a file of exactly 20 MB is accepted', async () => {
    const exact = Buffer.concat([pdf(), Buffer.alloc(UPLOAD_LIMIT_BYTES - pdf().length, 0x20)]);
    const id = randomUUID();
    const response = await uploadFile(modeler, exact, 'exact.pdf', { id });
    expect(response.statusCode, response.body).toBe(201);
    const download = await editor.get(`/api/file/${id}/download`);
    expect(download.rawPayload.equals(exact)).toBe(true);
  });

  it('an id in use is refused with invalid-id, and the first file stays as it was', async () => {
    const id = randomUUID();
    expect((await uploadFile(modeler, pdf(), 'first.pdf', { id })).statusCode).toBe(201);
    const before = await stored();
    for (const order of ['id-first', 'file-first'] as const) {
      const parts: MultipartPart[] = [
        { kind: 'field', name: 'id', value: id },
        { kind: 'file', filename: 'second.docx', contentType: 'application/pdf', content: docx() },
      ];
      const response = await upload(modeler, order === 'id-first' ? parts : parts.reverse());
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        messageKey: 'invalid-id',
        errors: [{ name: 'id', message: 'invalid-id' }],
      });
    }
    expect(await stored()).toEqual(before);
    const download = await editor.get(`/api/file/${id}/download`);
    expect(download.rawPayload.equals(pdf())).toBe(true);
  });

  it('two uploads under one id at once: one is kept, the other is invalid-id', async () => {
    const id = randomUUID();
    const answers = await Promise.all([
      uploadFile(modeler, pdf(), 'a.pdf', { id }),
      uploadFile(editor, docx(), 'b.docx', { id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const kept = answers.find((answer) => answer.statusCode === 201)?.json();
    const download = await editor.get(`/api/file/${id}/download`);
    expect(download.rawPayload.equals(kept.name === 'a.pdf' ? pdf() : docx())).toBe(true);
  });

  it('bad requests: no id, a malformed id, no file, an empty file, extra parts, no multipart', async () => {
    const file: MultipartPart = {
      kind: 'file',
      filename: 'a.pdf',
      contentType: 'application/pdf',
      content: pdf(),
    };
    const cases: [MultipartPart[], number, object][] = [
      [[file], 422, { messageKey: 'validation', errors: [{ name: 'id', message: 'not-set' }] }],
      [[{ kind: 'field', name: 'id', value: 'not-a-uuid' }, file], 422, { messageKey: 'invalid-id' }],
      [
        [{ kind: 'field', name: 'id', value: randomUUID() }],
        422,
        { errors: [{ name: 'file', message: 'not-set' }] },
      ],
      [
        [
          { kind: 'field', name: 'id', value: randomUUID() },
          { ...file, content: Buffer.alloc(0) },
        ],
        422,
        { errors: [{ name: 'file', message: 'not-empty' }] },
      ],
      [
        [
          { kind: 'field', name: 'id', value: randomUUID() },
          { ...file, name: 'upload' },
        ],
        422,
        { errors: [{ name: 'file', message: 'invalid-value' }] },
      ],
      [[{ kind: 'field', name: 'id', value: randomUUID() }, file, file], 422, { messageKey: 'validation' }],
    ];
    const before = await stored();
    for (const [parts, status, body] of cases) {
      const response = await upload(modeler, parts);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject(body);
    }
    const json = await modeler.post('/api/file/upload', { id: randomUUID(), file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ messageKey: 'unsupported-media-type' });
    expect(await stored()).toEqual(before);
  });

  it('every signed-in user uploads (a file for their feedback) and reads their own upload; others get 404; anonymous 401', async () => {
    const admin = await signedInClient(t, ['ROLE_ADMIN']);
    for (const user of [staff, admin]) {
      const id = randomUUID();
      const response = await uploadFile(user, pdf(), 'mine.pdf', { id });
      expect(response.statusCode, response.body).toBe(201);
      expect((await user.get(`/api/file/${id}`)).json()).toEqual({ id, name: 'mine.pdf' });
      expect((await user.get(`/api/file/${id}/download`)).rawPayload.equals(pdf())).toBe(true);
      const other = user === staff ? admin : staff;
      expect((await other.get(`/api/file/${id}`)).statusCode).toBe(404);
      expect((await other.get(`/api/file/${id}/download`)).statusCode).toBe(404);
    }
    expect((await uploadFile(client(t.app), pdf(), 'a.pdf')).statusCode).toBe(401);
  });
});

describe('GET /api/file/{id} and /download', () => {
  it('an unknown or malformed id is 404 not-found; anonymous is 401', async () => {
    for (const url of [`/api/file/${randomUUID()}`, `/api/file/${randomUUID()}/download`, '/api/file/nope']) {
      const response = await staff.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ messageKey: 'not-found' });
    }
    expect((await client(t.app).get(`/api/file/${randomUUID()}`)).statusCode).toBe(401);
    expect((await client(t.app).get(`/api/file/${randomUUID()}/download`)).statusCode).toBe(401);
  });

  it('other users than modelers and editors get 404 not-found for a file no published revision uses', async () => {
    const id = randomUUID();
    expect((await uploadFile(modeler, pdf(), 'concept.pdf', { id })).statusCode).toBe(201);
    const admin = await signedInClient(t, ['ROLE_ADMIN']);
    for (const user of [staff, admin]) {
      for (const url of [`/api/file/${id}`, `/api/file/${id}/download`]) {
        const response = await user.get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ messageKey: 'not-found' });
      }
    }
    for (const user of [modeler, editor]) {
      expect((await user.get(`/api/file/${id}/download`)).statusCode).toBe(200);
    }
  });

  it('the bytes live where the database says: a directory under the data directory (SQLite) or the database (PostgreSQL)', async () => {
    const id = randomUUID();
    expect((await uploadFile(modeler, pdf(), 'where.pdf', { id })).statusCode).toBe(201);
    const chunks = await t.database.db
      .selectFrom('uploaded_file_chunk')
      .select('file_id')
      .where('file_id', '=', id)
      .execute();
    const files = await readdir(path.join(t.config.dataDir, 'files')).catch(() => []);
    if (testDialect === 'postgres') {
      expect(chunks).toHaveLength(1);
      expect(files).not.toContain(id);
    } else {
      expect(chunks).toHaveLength(0);
      expect(files).toContain(id);
    }
  });
});
