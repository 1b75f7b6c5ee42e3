import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compromisedPasswords } from './compromised-passwords.js';

const dir = mkdtempSync(path.join(tmpdir(), 'stroomlijn-passwords-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('compromised passwords', () => {
  it('knows the passwords of every list, compared without regard to case', async () => {
    const plain = path.join(dir, 'plain.txt');
    const zipped = path.join(dir, 'zipped.txt.gz');
    writeFileSync(plain, 'Sunshine2020\r\nshort\n');
    writeFileSync(zipped, gzipSync('correcthorse\n'));
    const check = compromisedPasswords([
      { file: plain, gzip: false },
      { file: zipped, gzip: true },
    ]);
    expect(await check.isCompromised('SUNSHINE2020')).toBe(true);
    expect(await check.isCompromised('CorrectHorse')).toBe(true);
    expect(await check.isCompromised('sunshine2021')).toBe(false);
  });

  it('ships at least the 100,000 most common passwords (SecLists top 100,000, first and last entries)', async () => {
    const check = compromisedPasswords();
    for (const password of ['12345678', 'qwertyuiop', 'Usuckballz1', '1302alex1994', '0995359291']) {
      expect(await check.isCompromised(password), password).toBe(true);
    }
    expect(await check.isCompromised('Tulpen-in-Maart-2031')).toBe(false);
  });

  it('says which package to install when a list is missing', async () => {
    const check = compromisedPasswords([{ module: 'no-such-password-list/list.txt', gzip: false }]);
    await expect(check.isCompromised('anything-at-all')).rejects.toThrow(/install .*no-such-password-list/);
  });
});
