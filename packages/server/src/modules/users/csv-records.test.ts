import { describe, expect, it } from 'vitest';
import { decodeCsvText, detectDelimiter, readCsvRecords } from './csv-records.js';
import { classifyImportRows } from './import-rows.js';

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
    const records = readCsvRecords('a,b,c,d\n\n"multi\nline",x,,m@x.nl\n,,,\ne,f,,e@x.nl');
    expect(records).toEqual([
      { row: 1, cells: ['a', 'b', 'c', 'd'] },
      { row: 3, cells: ['multi\nline', 'x', '', 'm@x.nl'] },
      { row: 6, cells: ['e', 'f', '', 'e@x.nl'] },
    ]);
  });
});

describe('the outcome of each row', () => {
  const outcomes = (text: string, taken: string[] = []) =>
    classifyImportRows(readCsvRecords(text), new Set(taken)).rows.map((row) => row.outcome);

  it('skips a first row that names the email column, and only the first', () => {
    expect(outcomes('First,Last,Prep,E-mail\nA,B,,a@x.nl')).toEqual(['imported']);
    expect(outcomes('A,B,,a@x.nl\nFirst,Last,Prep,Email')).toEqual(['imported', 'invalid-email']);
    expect(outcomes('A,B,,no address')).toEqual(['invalid-email']);
  });

  it('tolerates empty cells after the fourth, not filled ones', () => {
    expect(outcomes('A,B,,a@x.nl,,\nC,D,,c@x.nl,extra')).toEqual(['imported', 'invalid-row']);
  });

  it('refuses a row with a missing first or last name, and knows taken emails without regard to case', () => {
    expect(outcomes('A,,,a@x.nl\n,B,,b@x.nl\nC,D,,Taken@X.nl', ['taken@x.nl'])).toEqual([
      'missing-name',
      'missing-name',
      'duplicate-email',
    ]);
  });
});
