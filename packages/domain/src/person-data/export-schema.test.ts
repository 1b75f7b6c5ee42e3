import { describe, expect, it } from 'vitest';
import { personDataFileName, personDataFilePath } from './export-schema.js';

describe("the names in a person's data export", () => {
  it('names the download after the day of the export (UTC)', () => {
    expect(personDataFileName(Date.UTC(2026, 10, 28, 23, 59), 'zip')).toBe(
      'stroomlijn-person-2026-11-28.zip',
    );
    expect(personDataFileName(0, 'json')).toBe('stroomlijn-person-1970-01-01.json');
  });

  it("keeps a file's path inside files/: no separators, controls, reserved characters or leading dots", () => {
    expect(personDataFilePath('id', 'verslag.pdf')).toBe('files/id-verslag.pdf');
    expect(personDataFilePath('id', '../../etc/passwd')).toBe('files/id-_.._etc_passwd');
    expect(personDataFilePath('id', '..\\a:b*?"<>|\u0007\u0085.txt')).toBe('files/id-_a_b________.txt');
    expect(personDataFilePath('id', '...')).toBe('files/id-file');
    expect(personDataFilePath('id', `${'😀'.repeat(130)}`)).toBe(`files/id-${'😀'.repeat(120)}`);
  });
});
