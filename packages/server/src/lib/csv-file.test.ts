import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvFile } from './csv-file.js';

/** The rows in batches of two, as the feeds read them in chunks. */
async function* rowsOf<T>(rows: T[]) {
  for (let i = 0; i < rows.length; i += 2) yield rows.slice(i, i + 2);
}

describe('csvFile', () => {
  it('writes RFC 4180 with CRLF and a header row; cells that would run as formulas become text', async () => {
    const cells = [
      '=1+1',
      '+31 6',
      '-2',
      '@SUM(A1)',
      '\tx',
      '\rx',
      'a,b',
      'say "hi"',
      'a\nb',
      'a\r\nb',
      'één',
      '',
      null,
    ];
    const file = await text(csvFile(['cell', 'n'], rowsOf(cells.map((cell) => ({ cell, n: -1 })))));
    expect(file).toBe(
      [
        'cell,n',
        "'=1+1,-1",
        "'+31 6,-1",
        "'-2,-1",
        "'@SUM(A1),-1",
        "'\tx,-1",
        '"\'\rx",-1',
        '"a,b",-1',
        '"say ""hi""",-1',
        '"a\nb",-1',
        '"a\r\nb",-1',
        'één,-1',
        ',-1',
        ',-1',
        '',
      ].join('\r\n'),
    );
  });

  it('writes the header row alone when there are no rows', async () => {
    expect(await text(csvFile(['cell', 'n'], rowsOf([])))).toBe('cell,n\r\n');
  });

  it('ends the file with an error when reading the rows fails', async () => {
    async function* failing() {
      yield [{ cell: 'one' }];
      throw new Error('database gone');
    }
    await expect(text(csvFile(['cell'], failing()))).rejects.toThrow('database gone');
  });
});
