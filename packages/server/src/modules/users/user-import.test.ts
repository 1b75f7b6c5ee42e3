import {
  USER_IMPORT_COLUMN_LIMIT,
  USER_IMPORT_ROW_CHARACTER_LIMIT,
  USER_IMPORT_ROW_LIMIT,
  type User,
  type UserImportResult,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { csvUpload, multipartBody } from '../../test/multipart.js';
import { RowCounter } from '../../test/row-counter.js';
import { createUser } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { readCsvRecords } from './csv-records.js';
import { IMPORT_CSV_LIMITS, importRows } from './import-rows.js';
import { userImportService } from './import-service.js';

const t = useTestApp();
const manager = useSignedInClient(t, ['ROLE_USER_MANAGER']);

function upload(body: { contentType: string; payload: Buffer }) {
  return manager.upload('/api/user/import', body);
}

async function imported(content: string | Buffer, contentType = 'text/csv'): Promise<UserImportResult> {
  const response = await upload(csvUpload(content, contentType));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function listed(): Promise<User[]> {
  return (await manager.get('/api/user')).json();
}

describe('POST /api/user/import', () => {
  it('US-22 US-23: imports the good rows and gives every row its outcome (comma, header row)', async () => {
    await createUser(t, [], { email: 'Existing@Import.test', withoutPassword: true });
    const csv = [
      'First name,Last name,Preposition,Email',
      'Ada,Lovelace,,ada@import.test',
      '"Jan, Piet",Vries,de,jan@import.test',
      'Bad,Email,,not-an-email',
      ',Nameless,,nameless@import.test',
      'Again,Ada,,ADA@import.test',
      'Old,Timer,,existing@import.TEST',
      'Too,Few,columns',
      `Long,${'x'.repeat(201)},,long@import.test`,
    ].join('\n');
    const result = await imported(csv);
    expect(result.rows.map(({ row, email, outcome }) => ({ row, email, outcome }))).toEqual([
      { row: 2, email: 'ada@import.test', outcome: 'imported' },
      { row: 3, email: 'jan@import.test', outcome: 'imported' },
      { row: 4, email: 'not-an-email', outcome: 'invalid-email' },
      { row: 5, email: 'nameless@import.test', outcome: 'missing-name' },
      { row: 6, email: 'ADA@import.test', outcome: 'duplicate-email' },
      { row: 7, email: 'existing@import.TEST', outcome: 'duplicate-email' },
      { row: 8, email: '', outcome: 'invalid-row' },
      { row: 9, email: 'long@import.test', outcome: 'invalid-row' },
    ]);
    expect(result.imported).toEqual([
      { email: 'ada@import.test', firstName: 'Ada', preposition: '', lastName: 'Lovelace' },
      { email: 'jan@import.test', firstName: 'Jan, Piet', preposition: 'de', lastName: 'Vries' },
    ]);
    const jan = (await listed()).find((user) => user.email === 'jan@import.test');
    expect(jan).toMatchObject({
      firstName: 'Jan, Piet',
      preposition: 'de',
      lastName: 'Vries',
      personnelNumber: '',
    });
    const row = await t.database.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('email_key', '=', 'jan@import.test')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
  });

  it('US-22: reads semicolons, a byte order mark, CRLF, quoted separators and no header row', async () => {
    const csv =
      '\uFEFFKees;Jansen;van;kees@semicolon.test\r\n"Piet; Paul";"Pieters ""PP""";;piet@semicolon.test\r\n';
    const result = await imported(csv);
    expect(result.rows.map((row) => [row.row, row.outcome])).toEqual([
      [1, 'imported'],
      [2, 'imported'],
    ]);
    expect(result.imported[0]).toEqual({
      email: 'kees@semicolon.test',
      firstName: 'Kees',
      preposition: 'van',
      lastName: 'Jansen',
    });
    expect(result.imported[1]).toMatchObject({ firstName: 'Piet; Paul', lastName: 'Pieters "PP"' });
  });

  it('importing the same file twice creates no duplicates: the second time every row is duplicate-email', async () => {
    const csvWithHeader =
      'Voornaam;Achternaam;Tussenvoegsel;E-mailadres\nAnne;Frank;;anne@twice.test\nBert;Haan;de;bert@twice.test\n';
    expect((await imported(csvWithHeader)).imported).toHaveLength(2);
    const count = (await listed()).length;
    const second = await imported(csvWithHeader);
    expect(second.imported).toEqual([]);
    expect(second.rows.map((row) => row.outcome)).toEqual(['duplicate-email', 'duplicate-email']);
    expect((await listed()).length).toBe(count);
  });

  it('a row the parser cannot read (an unclosed quote) is an invalid-row; the rows before it import', async () => {
    const result = await imported('Ok,Row,,ok@quote.test\n"Broken,Row,,broken@quote.test\n');
    expect(result.rows.map((row) => [row.row, row.outcome])).toEqual([
      [1, 'imported'],
      [2, 'invalid-row'],
    ]);
  });

  it('US-21: accepts text/plain and application/vnd.ms-excel, which browsers send for .csv on some systems', async () => {
    expect((await imported('A,B,,a@types.test', 'text/plain')).imported).toHaveLength(1);
    expect((await imported('C,D,,c@types.test', 'application/vnd.ms-excel')).imported).toHaveLength(1);
  });

  it('US-21: refuses another media type, and binary content named .csv, with not-a-csv-file under file', async () => {
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('[Content_Types].xml')]);
    const cases: [string | Buffer, string][] = [
      ['A,B,,a@refused.test', 'application/pdf'],
      [zip, 'text/csv'],
      [Buffer.from([0x41, 0x2c, 0xff, 0xfe, 0x0a]), 'text/csv'],
      ['A,B,,a@refused.test\u0000', 'text/csv'],
    ];
    for (const [content, type] of cases) {
      const response = await upload(csvUpload(content, type));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        messageKey: 'validation',
        errors: [{ name: 'file', message: 'not-a-csv-file' }],
      });
    }
  });

  it('refuses a file over 20 MB with 413 payload-too-large under file', async () => {
    const line = 'Ada,Lovelace,,ada@big.test\n';
    const content = Buffer.from(line.repeat(Math.ceil((21 * 1024 * 1024) / line.length)));
    const response = await upload(csvUpload(content));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      messageKey: 'payload-too-large',
      errors: [{ name: 'file', message: 'file-too-large' }],
    });
  });

  it('US-18: takes exactly one file: none, two, a field besides it, or an empty file are refused', async () => {
    const file = {
      kind: 'file' as const,
      filename: 'a.csv',
      contentType: 'text/csv',
      content: 'A,B,,a@one.test',
    };
    const none = await upload(multipartBody([]));
    expect(none.json().errors).toEqual([{ name: 'file', message: 'not-set' }]);
    const two = await upload(multipartBody([file, { ...file, filename: 'b.csv' }]));
    expect(two.statusCode).toBe(422);
    expect(two.json().errors).toEqual([{ name: 'file', message: 'invalid-value' }]);
    const field = await upload(multipartBody([{ kind: 'field', name: 'note', value: 'x' }, file]));
    expect(field.statusCode).toBe(422);
    const empty = await upload(csvUpload(''));
    expect(empty.json().errors).toEqual([{ name: 'file', message: 'not-empty' }]);
    expect((await listed()).some((user) => user.email === 'a@one.test')).toBe(false);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const response = await manager.post('/api/user/import', { file: 'A,B,,a@json.test' });
    expect(response.statusCode).toBe(415);
    expect(response.json().messageKey).toBe('unsupported-media-type');
  });
});

async function userCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function refused(content: string, message: string, statusCode = 422) {
  const before = await userCount();
  const response = await upload(csvUpload(content));
  expect(response.statusCode, response.body.slice(0, 300)).toBe(statusCode);
  expect(response.json()).toMatchObject({ messageKey: 'validation', errors: [{ name: 'file', message }] });
  expect(await userCount()).toBe(before);
  return response;
}

describe('the limits of an import', () => {
  it(`US-23: lists every row with its outcome up to ${USER_IMPORT_ROW_LIMIT} rows (a header row aside)`, async () => {
    const rows = Array.from({ length: USER_IMPORT_ROW_LIMIT }, (_, i) => `A,B,,not-an-email-${i}`);
    const result = await imported(['First,Last,Prep,Email', ...rows].join('\n'));
    expect(result.rows).toHaveLength(USER_IMPORT_ROW_LIMIT);
    expect(result.rows.at(-1)).toMatchObject({ row: USER_IMPORT_ROW_LIMIT + 1, outcome: 'invalid-email' });
  });

  it(`refuses a file of more than ${USER_IMPORT_ROW_LIMIT} rows whole with 422 too-many-rows under file`, async () => {
    const rows = Array.from({ length: USER_IMPORT_ROW_LIMIT + 1 }, (_, i) => `A,B,,a${i}@limit.test`);
    await refused(rows.join('\n'), 'too-many-rows');
    await refused(['First,Last,Prep,Email', ...rows].join('\n'), 'too-many-rows');
  });

  it('stops reading a file of millions of rows at the limit: 19 MB of one-letter lines', async () => {
    const started = performance.now();
    await refused('a\n'.repeat(19 * 512 * 1024), 'too-many-rows');
    await refused(',\n'.repeat(19 * 512 * 1024), 'too-many-rows');
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it(`refuses a row of more than ${USER_IMPORT_ROW_CHARACTER_LIMIT} characters with 422 row-too-long, naming its line`, async () => {
    const long = `Ada,${'x'.repeat(USER_IMPORT_ROW_CHARACTER_LIMIT)},,long@limit.test`;
    const response = await refused(`Ok,Row,,ok@limit.test\n\n${long}\n`, 'row-too-long');
    expect(response.json().message).toMatch(/Row 3 /);
    // An unclosed quote early in a long file takes the rest of the file into one cell.
    await refused(`"Open,Row,,open@limit.test\n${'A,B,,a@limit.test\n'.repeat(1000)}`, 'row-too-long');
  });

  it('reads a line of 19 million commas as one over-long row, not cell by cell', async () => {
    const started = performance.now();
    await refused(','.repeat(19 * 1024 * 1024), 'row-too-long');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it(`a row of more than ${USER_IMPORT_COLUMN_LIMIT} columns is an invalid-row, however many it has`, async () => {
    const result = await imported(
      [
        `Wide,Row,,wide@limit.test${','.repeat(USER_IMPORT_COLUMN_LIMIT - 4)}`,
        `Wider,Row,,wider@limit.test${','.repeat(USER_IMPORT_COLUMN_LIMIT - 3)}`,
        `Widest,Row,,widest@limit.test${','.repeat(3000)}`,
      ].join('\n'),
    );
    expect(result.rows.map((row) => [row.email, row.outcome])).toEqual([
      ['wide@limit.test', 'imported'],
      ['wider@limit.test', 'invalid-row'],
      ['widest@limit.test', 'invalid-row'],
    ]);
  });
});

describe('which users an import reads', () => {
  it("reads only the users whose email keys are in the file, not every user's", async () => {
    for (let i = 0; i < 30; i++) {
      await createUser(t, [], { email: `present-${i}@keys.test`, withoutPassword: true });
    }
    const counter = new RowCounter();
    const importer = userImportService(t.database.db.withPlugin(counter));
    const text = 'A,B,,present-1@keys.test\nC,D,,absent@keys.test\nE,F,,PRESENT-2@keys.test';
    const result = await importer.importUsers(importRows(readCsvRecords(text, IMPORT_CSV_LIMITS)));
    expect(result.rows.map((row) => row.outcome)).toEqual(['duplicate-email', 'imported', 'duplicate-email']);
    expect(counter.most).toBeLessThanOrEqual(2);
  });

  it('finds existing emails across batches of keys (more than 500 in one file)', async () => {
    const existing = Array.from({ length: 12 }, (_, i) => `batch-${i * 100}@keys.test`);
    for (const email of existing) await createUser(t, [], { email, withoutPassword: true });
    const rows = Array.from({ length: 1200 }, (_, i) => `A,B,,Batch-${i}@keys.test`);
    const result = await imported(rows.join('\n'));
    const duplicates = result.rows.filter((row) => row.outcome === 'duplicate-email');
    expect(duplicates.map((row) => row.email.toLowerCase())).toEqual(existing);
    expect(result.imported).toHaveLength(1200 - existing.length);
  });
});
