import { UPLOAD_LIMIT_BYTES, type UserImportOutcome } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { importFileProblem, summarizeImport } from './import-summary';

const row = (n: number, outcome: UserImportOutcome) => ({
  row: n,
  email: `user${n}@example.org`,
  firstName: 'First',
  preposition: '',
  lastName: 'Last',
  outcome,
});

describe('summarizeImport', () => {
  it("US-24: every row imported gives 'user-import.all-succeeded'", () => {
    const summary = summarizeImport({ rows: [row(1, 'imported'), row(2, 'imported')] });
    expect(summary).toMatchObject({
      total: 2,
      imported: 2,
      notImported: 0,
      messageKey: 'user-import.all-succeeded',
    });
  });

  it("US-25: any row not imported gives 'user-import.failed', with counts per outcome", () => {
    const summary = summarizeImport({
      rows: [
        row(1, 'imported'),
        row(2, 'invalid-email'),
        row(3, 'duplicate-email'),
        row(4, 'missing-name'),
        row(5, 'invalid-row'),
        row(6, 'duplicate-email'),
      ],
    });
    expect(summary.messageKey).toBe('user-import.failed');
    expect(summary).toMatchObject({ total: 6, imported: 1, notImported: 5 });
    expect(summary.byOutcome).toEqual({
      imported: 1,
      'invalid-email': 1,
      'duplicate-email': 2,
      'missing-name': 1,
      'invalid-row': 1,
    });
  });

  it("US-25: a file without rows imported nothing: 'user-import.failed'", () => {
    expect(summarizeImport({ rows: [] }).messageKey).toBe('user-import.failed');
  });
});

describe('importFileProblem', () => {
  const file = (name: string, type: string, size = 10) => ({ name, type, size });

  it('US-18, US-21: a .csv file of a CSV type is accepted, whatever the case of the name', () => {
    expect(importFileProblem(file('users.csv', 'text/csv'))).toBeNull();
    expect(importFileProblem(file('USERS.CSV', 'application/vnd.ms-excel'))).toBeNull();
    expect(importFileProblem(file('users.csv', ''))).toBeNull();
  });

  it('US-21: another file is refused before the upload', () => {
    expect(importFileProblem(file('users.pdf', 'application/pdf'))).toBe('not-a-csv-file');
    expect(importFileProblem(file('users.txt', 'text/plain'))).toBe('not-a-csv-file');
    expect(importFileProblem(file('users.csv', 'image/png'))).toBe('not-a-csv-file');
  });

  it('a file above the upload limit (20 MB) is refused before the upload', () => {
    expect(importFileProblem(file('users.csv', 'text/csv', UPLOAD_LIMIT_BYTES))).toBeNull();
    expect(importFileProblem(file('users.csv', 'text/csv', UPLOAD_LIMIT_BYTES + 1))).toBe('file-too-large');
  });
});
