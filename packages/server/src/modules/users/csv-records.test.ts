import { USER_IMPORT_COLUMN_LIMIT, USER_IMPORT_ROW_CHARACTER_LIMIT } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import {
  CsvLimitError,
  type CsvLimits,
  decodeCsvText,
  detectDelimiter,
  readCsvRecords,
} from './csv-records.js';
import { candidateEmailKeys, classifyImportRows, importRows } from './import-rows.js';

const limits: CsvLimits = {
  records: 100,
  columns: USER_IMPORT_COLUMN_LIMIT,
  recordCharacters: USER_IMPORT_ROW_CHARACTER_LIMIT,
};
const read = (text: string, overrides: Partial<CsvLimits> = {}) =>
  readCsvRecords(text, { ...limits, ...overrides });

function limitOf(run: () => unknown): { limit: string; row: number } | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof CsvLimitError) return { limit: error.limit, row: error.row };
    throw error;
  }
  return undefined;
}

describe('reading an import file', () => {
  it('detects the separator from the first line, outside quotes', () => {
    expect(detectDelimiter('a,b,c,d\n')).toBe(',');
    expect(detectDelimiter('a;b;c;d\n')).toBe(';');
    expect(detectDelimiter('"a,b,c";d;e;f\n1,2,3,4,5,6')).toBe(';');
    expect(detectDelimiter('a;b,c,d\r\n')).toBe(',');
  });

  it('is text only when it is UTF-8 without control characters; the byte order mark is dropped', () => {
    expect(decodeCsvText(Buffer.from('\uFEFFé;b\r\n\tc'))).toBe('é;b\r\n\tc');
    expect(decodeCsvText(Buffer.from([0xc3, 0x28]))).toBeNull();
    expect(decodeCsvText(Buffer.from('a\u0000b'))).toBeNull();
    expect(decodeCsvText(Buffer.from('PK\u0003\u0004'))).toBeNull();
  });

  it('numbers each record by its first line, across empty lines and quoted line breaks', () => {
    const records = read('a,b,c,d\n\n"multi\nline",x,,m@x.nl\n,,,\ne,f,,e@x.nl');
    expect(records).toEqual([
      { row: 1, cells: ['a', 'b', 'c', 'd'] },
      { row: 3, cells: ['multi\nline', 'x', '', 'm@x.nl'] },
      { row: 6, cells: ['e', 'f', '', 'e@x.nl'] },
    ]);
  });
});

describe('the limits of an import file', () => {
  it('stops at the first record past the limit of records', () => {
    expect(read('a\nb\nc', { records: 3 })).toHaveLength(3);
    expect(limitOf(() => read('a\nb\nc\nd\ne', { records: 3 }))).toEqual({ limit: 'records', row: 4 });
    // Rows of empty cells are left out, yet they cost parsing: twice the limit of them stops it too.
    expect(limitOf(() => read(`a\n${',,,\n'.repeat(10)}b`, { records: 3 }))).toEqual({
      limit: 'records',
      row: 7,
    });
    expect(limitOf(() => read(`a\n${',,,\n'.repeat(4)}b`, { records: 3 }))).toBeUndefined();
  });

  it('refuses a record whose cells hold more characters than the limit, naming its first line', () => {
    const long = 'x'.repeat(USER_IMPORT_ROW_CHARACTER_LIMIT);
    expect(limitOf(() => read(`a,b,,a@x.nl\n\n${long},b,,b@x.nl\nc,d,,c@x.nl`))).toEqual({
      limit: 'record-characters',
      row: 3,
    });
    // An unclosed quote takes the rest of the file into one cell.
    expect(limitOf(() => read(`a,b,,a@x.nl\n"open,b,,b@x.nl\n${'c,d,,c@x.nl\n'.repeat(500)}`))).toEqual({
      limit: 'record-characters',
      row: 2,
    });
  });

  it('gives a record at most one cell past the column limit, which holds the rest of the record', () => {
    const wide = ['a', 'b', '', 'a@x.nl', ...Array(20).fill('z')].join(',');
    const [record] = read(wide);
    expect(record?.cells).toHaveLength(USER_IMPORT_COLUMN_LIMIT + 1);
    // 24 columns: the first 8 cells, then the remaining 16 z's with their separators as one cell.
    expect(record?.cells?.at(-1)).toBe(
      Array(24 - USER_IMPORT_COLUMN_LIMIT)
        .fill('z')
        .join(','),
    );
  });

  it('reads a line of millions of separators as one over-long cell, not cell by cell', () => {
    const started = performance.now();
    expect(limitOf(() => read(','.repeat(19 * 1024 * 1024)))).toEqual({ limit: 'record-characters', row: 1 });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('the outcome of each row', () => {
  const outcomes = (text: string, taken: string[] = []) =>
    classifyImportRows(importRows(read(text)), new Set(taken)).rows.map((row) => row.outcome);

  it('skips a first row that names the email column, and only the first', () => {
    expect(outcomes('First,Last,Prep,E-mail\nA,B,,a@x.nl')).toEqual(['imported']);
    expect(outcomes('A,B,,a@x.nl\nFirst,Last,Prep,Email')).toEqual(['imported', 'invalid-email']);
    expect(outcomes('A,B,,no address')).toEqual(['invalid-email']);
  });

  it('tolerates empty cells after the fourth, not filled ones', () => {
    expect(outcomes('A,B,,a@x.nl,,\nC,D,,c@x.nl,extra')).toEqual(['imported', 'invalid-row']);
  });

  it(`a row of more than ${USER_IMPORT_COLUMN_LIMIT} columns is an invalid row, even when they are empty`, () => {
    const empties = (n: number) => ','.repeat(n);
    expect(
      outcomes(
        [
          `A,B,,a@x.nl${empties(USER_IMPORT_COLUMN_LIMIT - 4)}`,
          `C,D,,c@x.nl${empties(USER_IMPORT_COLUMN_LIMIT - 3)}`,
          `E,F,,e@x.nl${empties(1000)}`,
        ].join('\n'),
      ),
    ).toEqual(['imported', 'invalid-row', 'invalid-row']);
  });

  it('refuses a row with a missing first or last name, and knows taken emails without regard to case', () => {
    expect(outcomes('A,,,a@x.nl\n,B,,b@x.nl\nC,D,,Taken@X.nl', ['taken@x.nl'])).toEqual([
      'missing-name',
      'missing-name',
      'duplicate-email',
    ]);
  });

  it('looks up only the email keys of the rows, in lower case', () => {
    const rows = importRows(read('First,Last,Prep,Email\nA,B,,A@X.nl\nC,D,,a@x.NL\nE,F,,\n"broken'));
    expect([...candidateEmailKeys(rows)]).toEqual(['a@x.nl']);
  });
});
