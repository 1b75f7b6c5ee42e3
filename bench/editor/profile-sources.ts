/**
 * Where a cold load's main-thread time goes, by source: reads CPU profiles that `BENCH_PROFILE=<prefix>`
 * wrote for loads of a build made with source maps, maps each sampled function back to its source file
 * through the build's `.map` files, and prints the self time by package (or by function), as the median
 * over the profiles. Samples in the module evaluation of a chunk (a schema built at a module's top level)
 * count for the package whose code ran.
 *
 *   npx vite build --sourcemap --outDir /tmp/mapped     (in packages/web, after `npm run build`)
 *   BENCH_AB=/tmp/mapped BENCH_ROUNDS=5 BENCH_PROFILE=/tmp/profiles/load node --import tsx bench/editor/open-and-edit.ts
 *   node --import tsx bench/editor/profile-sources.ts /tmp/mapped /tmp/profiles/load-*.cpuprofile
 *
 * `BENCH_BY=function` prints functions instead of packages. `BENCH_BY=inclusive` prints functions with the
 * time of everything they called (each sample counts once for every function on its stack), limited to
 * those whose name matches `BENCH_FILTER` (a regular expression, e.g. `^(web|domain)/`).
 */
import { readFileSync } from 'node:fs';
import { buildMaps, packageOf, shortSource } from './source-maps';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [buildDir, ...profiles] = process.argv.slice(2);
if (!buildDir || profiles.length === 0) {
  console.error('usage: profile-sources.ts <build dir with source maps> <profile.cpuprofile> …');
  process.exit(1);
}
const inclusive = process.env.BENCH_BY === 'inclusive';
const byFunction = process.env.BENCH_BY === 'function' || inclusive;
const filter = new RegExp(process.env.BENCH_FILTER ?? '');
const mapOf = buildMaps(buildDir);

/** `npm:zod`, `npm:@mantine/core`, `src/features/process-models` … or the function within it. */
function sourceOf({ callFrame }: ProfileNode): string {
  const map = callFrame.url ? mapOf(callFrame.url) : null;
  if (!map) return callFrame.functionName || '(native)';
  const position = map.originalPositionFor({
    line: callFrame.lineNumber + 1,
    column: callFrame.columnNumber,
  });
  if (!position.source) return '(module top level)';
  const source = shortSource(position.source);
  if (byFunction) return `${source}:${position.line} ${position.name ?? callFrame.functionName}`;
  return packageOf(source);
}

/** The sources a sample counts for: where it was taken, or (inclusive) every matching function on its stack. */
function keysOf(
  node: ProfileNode,
  nodes: Map<number, ProfileNode>,
  parents: Map<number, number>,
): Set<string> {
  if (!inclusive) return new Set([sourceOf(node)]);
  const keys = new Set<string>();
  for (let id: number | undefined = node.id; id !== undefined; id = parents.get(id)) {
    const caller = nodes.get(id);
    const key = caller ? sourceOf(caller) : '';
    if (filter.test(key)) keys.add(key);
  }
  return keys;
}

function times(file: string): Map<string, number> {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const result = new Map<string, number>();
  // timeDeltas[i + 1] is the time from sample i to the next one: the time spent where sample i was taken.
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    if (!node) return;
    for (const key of keysOf(node, nodes, parents))
      result.set(key, (result.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return result;
}

const runs = profiles.map(times);
const keys = new Set(runs.flatMap((run) => [...run.keys()]));
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const rows = [...keys]
  .map((key) => [key, median(runs.map((run) => run.get(key) ?? 0))] as const)
  .sort((a, b) => b[1] - a[1]);
console.log(`${inclusive ? 'Inclusive' : 'Self'} time, median of ${runs.length} profiles (ms):`);
for (const [key, ms] of rows.slice(0, Number(process.env.BENCH_TOP ?? 30)))
  console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
