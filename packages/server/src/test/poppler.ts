import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';

/** Poppler's tools on PDFs written to a folder of the test file's own (removed after its tests). */
export function usePoppler() {
  const folder = mkdtempSync(path.join(tmpdir(), 'poppler-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** Runs a poppler tool on the PDF; its standard output. */
  function poppler(tool: string, pdf: Buffer, ...args: string[]): string {
    const file = path.join(folder, `${tool}-${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, pdf);
    const run = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    return run.stdout;
  }

  /**
   * Renders every page with pdftoppm (grey, 30 dpi) and counts the pixels darker than mid-grey on each:
   * an empty page has none (a page of the table has a few hundred).
   */
  function darkPixelsPerPage(pdf: Buffer): number[] {
    const dir = mkdtempSync(path.join(folder, 'pages-'));
    const file = path.join(dir, 'handbook.pdf');
    writeFileSync(file, pdf);
    const render = spawnSync('pdftoppm', ['-gray', '-r', '30', file, path.join(dir, 'page')]);
    expect(render.status, String(render.stderr)).toBe(0);
    const pages = readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort();
    expect(pages.length).toBeGreaterThan(0);
    return pages.map((name) => {
      const image = readFileSync(path.join(dir, name));
      // P5 <width> <height> 255, then one byte per pixel.
      const header = /^P5\s+\d+\s+\d+\s+255\s/.exec(image.toString('latin1', 0, 40));
      expect(header).not.toBeNull();
      return image.subarray((header as RegExpExecArray)[0].length).filter((pixel) => pixel < 128).length;
    });
  }

  /** Every font pdffonts lists, each checked to be embedded ("emb" yes). */
  function expectFontsEmbedded(pdf: Buffer): void {
    const fonts = poppler('pdffonts', pdf)
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '');
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) {
      expect(line).toContain('DejaVuSans');
      expect(line.split(/\s+/).at(-5), line).toBe('yes'); // the "emb" column
    }
  }

  /** Does `names` appear in `text` in this order (each after the one before)? */
  function expectInOrder(text: string, names: readonly string[]): void {
    let from = 0;
    for (const name of names) {
      const at = text.indexOf(name, from);
      expect(at, name).toBeGreaterThanOrEqual(from);
      from = at + name.length;
    }
  }

  /** Does every page of pdftotext's `text` carry its number, as `label` writes it? The pages. */
  function expectPageNumbers(text: string, label: (page: number, pages: number) => string): string[] {
    const pages = text.split('\f').slice(0, -1);
    for (const [index, page] of pages.entries()) expect(page).toContain(label(index + 1, pages.length));
    return pages;
  }

  return { poppler, darkPixelsPerPage, expectFontsEmbedded, expectInOrder, expectPageNumbers };
}
