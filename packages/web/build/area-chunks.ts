import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * How the code that loads after the first page is cut into files
 * (docs/decisions.md, "The editor's cold load").
 *
 * Rolldown's own splitting gives every set of lazily loaded modules that share code a file of its own: a
 * cold load of the editor fetched 27 files for the process models area, and the dynamic import added a
 * preload link, a request, a compile and a link step for each, on the main thread. Here the files of
 * rolldown's cut are grouped by their owners (the lazily loaded modules that need them): what one
 * owner alone needs, each large set, and what an anchor (`ANCHORS`: the error dialog, the shell) shares
 * with others become one file each; the small sets and those that many owners need share a file where
 * that makes no circle of imports. The first page keeps its entries; the rest of its code is one file.
 *
 * Which file needs which is only known after tree-shaking (a barrel import brings in only what is used),
 * so the build runs twice: `vite build --mode first-load` plans the groups from rolldown's own files, and
 * `vite build` follows the plan (`codeSplitting.groups`) and refuses files that import each other in a
 * circle.
 */

/** The plan of the first pass: for each module of the app, the file it goes into. */
export const CHUNK_PLAN_FILE = 'node_modules/.cache/stroomlijn/chunk-plan.json';
const SHARED = 'lazy-shared';
/** The one file of the first load's pieces besides the entries. */
export const FIRST_LOAD = 'first-load';
/** First-load files that stay apart: React's (vite.config.ts), which stays cached across releases. */
export const SEPARATE_FIRST_LOAD = ['react'];
/**
 * Lazily loaded modules that collect, in this order, what they share with others: the error dialog
 * (fetched on every page when the browser is idle), then the shell, which every signed-in page loads
 * first. A module that both need goes with the error dialog. The pages outside the shell (the sign-in
 * check, the support sign-in, the sign-out) are no anchors: they are stops on the way into or out of the
 * shell, and as anchors they took pieces of what the shell and the areas need, each one more file to
 * fetch for the editor.
 */
export const ANCHORS = ['error-dialog', 'shell'];

type Chunk = Rollup.OutputChunk;

/**
 * Where code that reaches zod goes when several lazily loaded modules share it: a file of its own, never
 * the shared file or an anchor's, which pages that check no data (the editor's first paint) load. Building
 * the domain's schemas and setting zod up took some 60 ms of a cold editor load
 * (docs/decisions.md, "The editor's cold load").
 */
export const SCHEMAS = 'schemas';
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/** A module of a plugin (rolldown's runtime, Vite's preload helper), not a file. */
const virtual = (id: string) => id.startsWith('\0');

function closure(start: string, chunks: Map<string, Chunk>): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(chunks.get(name)?.imports ?? []));
  }
  return seen;
}

function rootName(root: string): string {
  const base = path.basename(root).replace(/\.[^.]+$/, '');
  // An area's lazily loaded module is its folder's index.ts: the file is named after the folder.
  return base === 'index' ? path.basename(path.dirname(root)) : base;
}

/** A set of owners with less code than this (unminified) shares a file with other small sets. */
export const SMALL_SET_BYTES = 10_000;
/**
 * A set that this many lazily loaded modules need shares that file whatever its size (Mantine's Select,
 * the data table, the forms): most pages load it anyway, and a request costs more than its bytes. On this
 * machine each file a page loads adds some 2–4 ms of CPU in the page, the browser and the server.
 */
export const WIDELY_SHARED_OWNERS = 5;

/**
 * The plan: module id (relative to `root`) → the name of the group that captures it.
 * `dynamicImportsOf` gives the modules a module imports dynamically.
 */
export function planChunks(
  bundle: Rollup.OutputBundle,
  root: string,
  dynamicImportsOf: (id: string) => readonly string[],
): Record<string, string> {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output]] : [])),
  );
  const chunkOf = new Map<string, Chunk>();
  for (const chunk of chunks.values()) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
  const firstLoad = new Set<string>();
  for (const chunk of chunks.values()) {
    if (chunk.isEntry) for (const name of closure(chunk.fileName, chunks)) firstLoad.add(name);
  }
  // Each lazily loaded module needs the file rolldown put it in and all that file imports.
  const roots = [...new Set([...chunkOf.keys()].flatMap((id) => dynamicImportsOf(id)))].filter((id) => {
    const chunk = chunkOf.get(id);
    return chunk !== undefined && !firstLoad.has(chunk.fileName);
  });
  const owners = new Map<string, string[]>();
  for (const rootId of roots) {
    for (const name of closure((chunkOf.get(rootId) as Chunk).fileName, chunks)) {
      if (firstLoad.has(name)) continue;
      owners.set(name, [...(owners.get(name) ?? []), rootName(rootId)]);
    }
  }
  // The files of each set of owners.
  const sets = new Map<string, { names: string[]; bytes: number }>();
  for (const [name, by] of owners) {
    const key = [...new Set(by)].sort().join('+');
    const set = sets.get(key) ?? { names: [], bytes: 0 };
    set.names.push(name);
    set.bytes += (chunks.get(name) as Chunk).code.length;
    sets.set(key, set);
  }
  const plan: Record<string, string> = {};
  const add = (chunk: Chunk, group: string) => {
    for (const id of chunk.moduleIds) plan[virtual(id) ? id : path.relative(root, id)] = group;
  };
  // Which group each file of the first pass goes into. A file only imports files of strict supersets of
  // its owners (or of the first load). So these groups never import each other in a circle: a set of
  // one owner; a large set; and an anchor's group (all sets with that anchor and no earlier one: their
  // supersets have it too, so the group only imports groups of itself or of earlier anchors). Small sets
  // go into one shared group unless that closes a circle (small → large → other small), checked on the
  // files' imports; `refuseChunkCycles` checks the result again.
  const groupOf = new Map<string, string>();
  const groupsCycle = () => {
    const edges = new Map<string, Set<string>>();
    for (const [name, group] of groupOf) {
      const to = edges.get(group) ?? new Set<string>();
      for (const next of (chunks.get(name) as Chunk).imports) {
        const other = groupOf.get(next);
        if (other && other !== group) to.add(other);
      }
      edges.set(group, to);
    }
    const graph = Object.fromEntries(
      [...edges].map(([group, to]) => [group, { type: 'chunk', fileName: group, imports: [...to] } as Chunk]),
    );
    return chunkCycle(graph) !== null;
  };
  const reachesZod = (name: string) =>
    [...closure(name, chunks)].some((file) => chunks.get(file)?.moduleIds.some((id) => ZOD.test(id)));
  const small: string[][] = [];
  let index = 0;
  for (const [key, set] of sets) {
    const owners = key.split('+');
    const anchor = ANCHORS.find((name) => owners.includes(name));
    let group = `small:${key}`;
    if (owners.length === 1) group = key;
    else if (anchor) group = anchor;
    // Only files of sets that reach zod import these, so the group closes no circle.
    else if (set.names.some(reachesZod)) group = SCHEMAS;
    else if (set.bytes >= SMALL_SET_BYTES && owners.length < WIDELY_SHARED_OWNERS) {
      index += 1;
      group = `shared-${index}`;
    } else small.push(set.names);
    for (const name of set.names) groupOf.set(name, group);
  }
  // A set kept apart because it closed a circle may join later, once what lay between has joined too.
  let apart = small.sort((a, b) => b.length - a.length);
  for (let joined = true; joined && apart.length > 0; ) {
    const still: string[][] = [];
    for (const names of apart) {
      const before = groupOf.get(names[0] as string) as string;
      for (const name of names) groupOf.set(name, SHARED);
      if (!groupsCycle()) continue;
      for (const name of names) groupOf.set(name, before);
      still.push(names);
    }
    joined = still.length < apart.length;
    apart = still;
  }
  for (const names of apart) {
    index += 1;
    for (const name of names) groupOf.set(name, `shared-${index}`);
  }
  for (const [name, group] of groupOf) add(chunks.get(name) as Chunk, group);
  // The first page's files. Rolldown cuts off the small pieces an entry shares with lazily loaded pages
  // (a button, the loader, the query client): each is one more request of the first load, although every
  // page loads them all before any lazily loaded file. They become one file: what only one entry loads,
  // besides the entries and `SEPARATE_FIRST_LOAD`. A file that two entries load (the texts' preload
  // entry's) keeps its own, so that neither waits for the other's code, and so does whatever a file kept
  // apart imports (rolldown's runtime, which React's file imports), so that no circle of imports forms.
  const loadedBy = new Map<string, number>();
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry) continue;
    for (const name of closure(chunk.fileName, chunks)) loadedBy.set(name, (loadedBy.get(name) ?? 0) + 1);
  }
  const merged = new Set(
    [...chunks.values()]
      .filter((chunk) => firstLoad.has(chunk.fileName) && !chunk.isEntry)
      .filter((chunk) => loadedBy.get(chunk.fileName) === 1 && !SEPARATE_FIRST_LOAD.includes(chunk.name))
      .map((chunk) => chunk.fileName),
  );
  for (let changed = true; changed; ) {
    changed = false;
    for (const chunk of chunks.values()) {
      if (!firstLoad.has(chunk.fileName) || chunk.isEntry || merged.has(chunk.fileName)) continue;
      for (const name of closure(chunk.fileName, chunks)) changed = merged.delete(name) || changed;
    }
  }
  const taken = new Set(Object.values(plan));
  for (const chunk of chunks.values()) {
    if (!firstLoad.has(chunk.fileName)) continue;
    if (merged.has(chunk.fileName)) {
      add(chunk, FIRST_LOAD);
      continue;
    }
    let group = chunk.name;
    for (let copy = 2; taken.has(group) || group === FIRST_LOAD; copy++) group = `${chunk.name}-${copy}`;
    taken.add(group);
    add(chunk, group);
  }
  return plan;
}

/** The first pass: writes the plan. */
export function recordChunkPlan(root: string): Plugin {
  return {
    name: 'stroomlijn-chunk-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      const file = path.join(root, CHUNK_PLAN_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      const dynamicImportsOf = (id: string) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
      writeFileSync(file, `${JSON.stringify(planChunks(bundle, root, dynamicImportsOf), null, 1)}\n`);
    },
  };
}

/** A cycle of files importing each other statically (file names), or null. */
export function chunkCycle(bundle: Rollup.OutputBundle): string[] | null {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output]] : [])),
  );
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (name: string): string[] | null => {
    const at = trail.indexOf(name);
    if (at >= 0) return [...trail.slice(at), name];
    if (done.has(name)) return null;
    trail.push(name);
    for (const next of chunks.get(name)?.imports ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    done.add(name);
    return null;
  };
  for (const name of chunks.keys()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * The second pass's check: a plan that fits the sources never makes files import each other in a
 * circle (see above), but one left from other sources (`vite build` without the first pass) can, and
 * then modules would run before what they use. The build fails instead.
 */
export function refuseChunkCycles(): Plugin {
  return {
    name: 'stroomlijn-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycle = chunkCycle(bundle);
      if (cycle) {
        this.error(
          `Files import each other in a circle (${cycle.join(' → ')}): the chunk plan does not fit the sources; run \`npm run build\`, which plans them first.`,
        );
      }
    },
  };
}

/** The second pass: a `codeSplitting.groups[].name` function that follows the plan. */
export function plannedChunk(root: string): (id: string) => string | null {
  const file = path.join(root, CHUNK_PLAN_FILE);
  if (!existsSync(file))
    throw new Error(`No ${file}: run \`vite build --mode first-load\` first (npm run build does).`);
  const planned = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const plan = new Map(
    Object.entries(planned).map(([id, group]) => [virtual(id) ? id : path.resolve(root, id), group]),
  );
  return (id) => plan.get(id) ?? null;
}
