/**
 * First load of `/login` (issue 17, item 3).
 *
 * 1. Reads the built app (`packages/web/dist`) and lists what `/login` loads before anything is lazy:
 *    the entry script of `index.html`, its static imports (followed through every chunk), the
 *    modulepreload links and the stylesheets, raw, gzip and brotli; and the total of all chunks.
 * 2. Starts the built server (as the e2e tests do) and opens `/login` in Debian's Chromium with
 *    playwright-core, N cold loads (a new browser context each, cache disabled): first contentful
 *    paint, the time until the sign-in button is visible, and the scripts the browser really fetched
 *    (this includes the language's texts, which the entry imports dynamically before its first render).
 *
 * Needs `npx tsc -b packages/domain packages/server && npm run build -w @stroomlijn/web`; run with
 * `node --import tsx bench/web/first-load.ts`. `BENCH_ROUNDS` (7) sets the number of cold loads,
 * `BENCH_SKIP_BROWSER=1` reports the build only, `STROOMLIJN_WEB_DIR` measures another build of the app. See bench/README.md, "web — first load".
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { REPO_ROOT, startServer } from '../../e2e/support/server';
import { CHROMIUM_ARGS } from '../../e2e/support/settings';

const DIST = process.env.STROOMLIJN_WEB_DIR ?? path.join(REPO_ROOT, 'packages/web/dist');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LANGUAGE = process.env.BENCH_LANGUAGE ?? 'en';

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

interface FileSizes extends Sizes {
  file: string;
  /** Why /login loads it. */
  via: string;
}

function sizesOf(file: string): Sizes {
  const content = readFileSync(path.join(DIST, file));
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function sum(files: readonly Sizes[]): Sizes {
  return files.reduce(
    (total, f) => ({
      raw: total.raw + f.raw,
      gzip: total.gzip + f.gzip,
      brotli: total.brotli + f.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** `./x.js` in `import … from"./x.js"`, `import"./x.js"` and `export … from"./x.js"`, never `import("./x.js")`. */
function staticImports(file: string): string[] {
  const code = readFileSync(path.join(DIST, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\.?\/[^"']+\.js)["']/g)) {
    const specifier = match[1];
    if (specifier) found.add(path.posix.join(path.posix.dirname(file), specifier));
  }
  return [...found];
}

function attribute(html: string, tag: RegExp): string[] {
  return [...html.matchAll(tag)].map((m) => (m[1] ?? '').replace(/^\//, ''));
}

/** What `index.html` makes the browser load before the app renders anything. */
export function firstLoadFiles(): { js: FileSizes[]; css: FileSizes[] } {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entries = attribute(html, /<script[^>]*type="module"[^>]*src="([^"]+)"/g);
  const preloads = attribute(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g);
  const styles = attribute(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const js = new Map<string, string>();
  const visit = (file: string, via: string) => {
    if (js.has(file)) return;
    js.set(file, via);
    for (const imported of staticImports(file)) visit(imported, `import of ${path.posix.basename(file)}`);
  };
  for (const entry of entries) visit(entry, 'entry');
  for (const preload of preloads) visit(preload, 'modulepreload');
  return {
    js: [...js].map(([file, via]) => ({ file, via, ...sizesOf(file) })),
    css: styles.map((file) => ({ file, via: 'stylesheet', ...sizesOf(file) })),
  };
}

function allChunks(extension: string): Sizes {
  const files = readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith(extension));
  return sum(files.map((f) => sizesOf(`assets/${f}`)));
}

function printTable(title: string, files: readonly FileSizes[]): void {
  console.log(`\n${title}`);
  for (const f of files) {
    console.log(
      `  ${f.file.padEnd(44)} ${kib(f.raw).padStart(11)} raw ${kib(f.gzip).padStart(10)} gzip ${kib(f.brotli).padStart(10)} br   (${f.via})`,
    );
  }
  const total = sum(files);
  console.log(
    `  ${'total'.padEnd(44)} ${kib(total.raw).padStart(11)} raw ${kib(total.gzip).padStart(10)} gzip ${kib(total.brotli).padStart(10)} br   (${files.length} files)`,
  );
}

/** Strings minification keeps (class names, method names) that show a library is in a chunk. */
const LATE_LIBRARIES: Record<string, string> = {
  'React Flow (@xyflow/react, with d3)': 'react-flow__',
  'list virtualiser (@tanstack/virtual-core)': 'getVirtualItems',
};

/** The editor's canvas and the virtualiser must be in the build, but not in what /login loads. */
function checkAbsent(firstLoad: readonly FileSizes[]): void {
  const all = readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const read = (file: string) => readFileSync(path.join(DIST, file), 'utf8');
  console.log('');
  for (const [library, marker] of Object.entries(LATE_LIBRARIES)) {
    const inBuild = all.filter((f) => read(`assets/${f}`).includes(marker));
    const early = firstLoad.filter((f) => read(f.file).includes(marker)).map((f) => f.file);
    const verdict = early.length > 0 ? `IN THE FIRST LOAD (${early.join(', ')})` : 'not in the first load';
    console.log(`${library}: ${verdict}; in ${inBuild.join(', ') || 'no chunk (marker not found)'}`);
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

interface LoadResult {
  fcp: number;
  domContentLoaded: number;
  /** When the last script asked for before the first paint had arrived. */
  scriptsDone: number;
  /** When the test saw the sign-in button: an upper bound of its paint (one round trip late). */
  signInVisible: number;
  /** Scripts asked for before the first contentful paint, and after it (until the button was seen). */
  beforePaint: string[];
  afterPaint: string[];
}

interface PageTimings {
  fcp: number;
  dcl: number;
  now: number;
  scripts: { name: string; start: number; end: number }[];
}

// A string, not a function: tsx would add its `__name` helper, which the page does not have.
const READ_TIMINGS = `(async () => {
  const paint = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  for (let i = 0; i < 100 && paint() === undefined; i++) await new Promise((r) => setTimeout(r, 10));
  const navigation = performance.getEntriesByType('navigation')[0];
  return {
    fcp: paint() ?? Number.NaN,
    dcl: navigation ? navigation.domContentLoadedEventEnd : Number.NaN,
    now: performance.now(),
    scripts: performance.getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link' && e.name.endsWith('.js') || e.name.endsWith('.js'))
      .map((e) => ({ name: new URL(e.name).pathname.slice(1), start: e.startTime, end: e.responseEnd })),
  };
})()`;

/** The anchor of the run: first contentful paint of a page with one line of text and nothing to load. */
const ANCHOR_HTML = '<!doctype html><html lang="en"><title>anchor</title><p>Stroomlijn</p></html>';

async function measureBrowser(): Promise<{ loads: LoadResult[]; anchor: number[] }> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  const loads: LoadResult[] = [];
  const anchor: number[] = [];
  try {
    // Round 0 warms the server's file cache and the browser process and is not counted.
    for (let round = 0; round <= ROUNDS; round++) {
      for (const target of ['anchor', 'login'] as const) {
        const context = await browser.newContext({ locale: LANGUAGE === 'nl' ? 'nl-NL' : 'en-GB' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        if (target === 'anchor') {
          await page.route('**/bench-anchor', (route) =>
            route.fulfill({ status: 200, contentType: 'text/html', body: ANCHOR_HTML }),
          );
          await page.goto(`${server.baseUrl}/bench-anchor`, { waitUntil: 'load' });
          const timings = (await page.evaluate(READ_TIMINGS)) as PageTimings;
          if (round > 0) anchor.push(timings.fcp);
        } else {
          await page.goto(`${server.baseUrl}/login`, { waitUntil: 'commit' });
          await page
            .getByRole('link', { name: LANGUAGE === 'nl' ? 'Inloggen' : 'Sign in', exact: true })
            .waitFor({ state: 'visible' });
          const timings = (await page.evaluate(READ_TIMINGS)) as PageTimings;
          const before = timings.scripts.filter((s) => s.start < timings.fcp);
          if (round > 0)
            loads.push({
              fcp: timings.fcp,
              domContentLoaded: timings.dcl,
              scriptsDone: Math.max(...before.map((s) => s.end)),
              signInVisible: timings.now,
              beforePaint: before.map((s) => s.name),
              afterPaint: timings.scripts.filter((s) => s.start >= timings.fcp).map((s) => s.name),
            });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return { loads, anchor };
}

function fileTable(files: readonly string[], staticFiles: readonly FileSizes[]): FileSizes[] {
  return [...new Set(files)]
    .filter((f) => f.startsWith('assets/'))
    .map((file) => ({
      file,
      via: staticFiles.some((f) => f.file === file) ? 'static' : 'dynamic import',
      ...sizesOf(file),
    }));
}

function timingLine(label: string, values: readonly number[]): string {
  return `  ${label.padEnd(44)} median ${median(values).toFixed(0).padStart(4)} ms  [${values.map((v) => v.toFixed(0)).join(', ')}]`;
}

async function main(): Promise<void> {
  const { js, css } = firstLoadFiles();
  printTable('JavaScript that /login loads (entry, its static imports, modulepreloads):', js);
  const texts = readdirSync(path.join(DIST, 'assets')).find(
    (f) => f.startsWith(`${LANGUAGE}-`) && f.endsWith('.js'),
  );
  if (texts) {
    const withTexts = [
      ...js,
      {
        file: `assets/${texts}`,
        via: 'dynamic import before the first render',
        ...sizesOf(`assets/${texts}`),
      },
    ];
    printTable(`The same with the texts of one language (${LANGUAGE}), which the app waits for:`, withTexts);
  }
  printTable('CSS that /login loads:', css);
  checkAbsent(js);
  const jsAll = allChunks('.js');
  const cssAll = allChunks('.css');
  console.log(
    `\nAll chunks: JS ${kib(jsAll.raw)} raw, ${kib(jsAll.gzip)} gzip; CSS ${kib(cssAll.raw)} raw, ${kib(cssAll.gzip)} gzip`,
  );
  if (process.env.BENCH_SKIP_BROWSER) return;

  const { loads, anchor } = await measureBrowser();
  printTable(
    `Scripts Chromium asked for before the first contentful paint of /login (${LANGUAGE}), in any load:`,
    fileTable(
      loads.flatMap((l) => l.beforePaint),
      js,
    ),
  );
  printTable(
    'Scripts asked for after it (idle prefetch), until the sign-in button was seen:',
    fileTable(
      loads.flatMap((l) => l.afterPaint),
      js,
    ),
  );
  console.log(
    `\n/login in headless Chromium, ${loads.length} cold loads (new context each, cache disabled):`,
  );
  console.log(timingLine('anchor: one-line page, first contentful paint', anchor));
  console.log(
    timingLine(
      'DOMContentLoaded',
      loads.map((l) => l.domContentLoaded),
    ),
  );
  console.log(
    timingLine(
      'last script before the paint arrived',
      loads.map((l) => l.scriptsDone),
    ),
  );
  console.log(
    timingLine(
      'first contentful paint',
      loads.map((l) => l.fcp),
    ),
  );
  console.log(
    timingLine(
      'sign-in button seen by the test',
      loads.map((l) => l.signInVisible),
    ),
  );
}

await main();
