import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What poppler's tools read of a PDF: pdfinfo's report and pdftotext's text (in reading order). */
export function readPdf(bytes: Buffer): { info: string; text: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'stroomlijn-e2e-pdf-')), 'file.pdf');
  writeFileSync(file, bytes);
  const run = (tool: string, ...args: string[]) => {
    const done = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
    if (done.status !== 0) throw new Error(`${tool}: ${done.stderr}`);
    return done.stdout;
  };
  return { info: run('pdfinfo'), text: run('pdftotext') };
}

/** The position of each of `texts` in `text`, in order; -1 from the first one missing or out of order. */
export function positionsInOrder(text: string, texts: readonly string[]): number[] {
  let from = 0;
  return texts.map((wanted) => {
    const at = from < 0 ? -1 : text.indexOf(wanted, from);
    from = at < 0 ? -1 : at + wanted.length;
    return at;
  });
}
