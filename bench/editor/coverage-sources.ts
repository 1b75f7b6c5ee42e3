/**
 * What a cold load fetched and what of it ran, by source: reads the script coverage that
 * `BENCH_COVERAGE=1 BENCH_COVERAGE_DUMP=<file>` wrote for one load of a build made with source maps, maps
 * each byte of every script back to its source through the build's `.map` files, and prints per file of
 * the build and package (or source file, `BENCH_BY=file`) the bytes fetched and the bytes in functions
 * that ran, most unused first.
 *
 *   npx vite build --sourcemap --outDir /tmp/mapped     (in packages/web, after `npm run build`)
 *   BENCH_AB=/tmp/mapped BENCH_ROUNDS=1 BENCH_COVERAGE=1 BENCH_COVERAGE_DUMP=/tmp/coverage.json \
 *     node --import tsx bench/editor/open-and-edit.ts
 *   node --import tsx bench/editor/coverage-sources.ts /tmp/mapped /tmp/coverage.json
 */
import { readFileSync } from 'node:fs';
import { buildMaps, packageOf, shortSource } from './source-maps';

interface ScriptCoverage {
  url: string;
  source?: string;
  functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[];
}

const [buildDir, dumpFile] = process.argv.slice(2);
if (!buildDir || !dumpFile) {
  console.error('usage: coverage-sources.ts <build dir with source maps> <coverage dump>');
  process.exit(1);
}
const byFile = process.env.BENCH_BY === 'file';

const mapOf = buildMaps(buildDir);
const groupOf = (source: string) => (byFile ? shortSource(source) : packageOf(shortSource(source)));

const totals = new Map<string, { size: number; used: number }>();
for (const entry of JSON.parse(readFileSync(dumpFile, 'utf8')) as ScriptCoverage[]) {
  const file = entry.url.replace(/.*\/assets\//, '');
  const map = mapOf(entry.url);
  const source = entry.source ?? '';
  if (!map) continue;
  // Ranges nest (a function, then the functions inside it that never ran): the innermost decides.
  const ran = new Uint8Array(source.length);
  for (const fn of entry.functions)
    for (const range of fn.ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  const lineStarts = [0];
  for (let index = 0; index < source.length; index++) if (source[index] === '\n') lineStarts.push(index + 1);
  const segments: { offset: number; source: string }[] = [];
  map.eachMapping((mapping) =>
    segments.push({
      offset: (lineStarts[mapping.generatedLine - 1] ?? 0) + mapping.generatedColumn,
      source: mapping.source ?? '(no source)',
    }),
  );
  segments.sort((a, b) => a.offset - b.offset);
  // A mapping covers the generated code up to the next one.
  segments.forEach((segment, index) => {
    const end = segments[index + 1]?.offset ?? source.length;
    const key = `${file.replace(/-[\w-]{8}\.js$/, '')}  ${groupOf(segment.source)}`;
    const total = totals.get(key) ?? { size: 0, used: 0 };
    total.size += end - segment.offset;
    for (let offset = segment.offset; offset < end; offset++) total.used += ran[offset] ?? 0;
    totals.set(key, total);
  });
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
console.log('   KiB    ran  unused  file of the build, source');
for (const [key, { size, used }] of [...totals]
  .sort((a, b) => b[1].size - b[1].used - (a[1].size - a[1].used))
  .slice(0, Number(process.env.BENCH_TOP ?? 40)))
  console.log(`${kib(size)} ${kib(used)} ${kib(size - used)}  ${key}`);
