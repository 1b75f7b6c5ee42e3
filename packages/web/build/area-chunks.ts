import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * How the code that loads after the first page is cut into files (issue 17, item 4).
 *
 * Rolldown's own splitting gives every set of modules that the same lazily loaded modules share a file of
 * its own: a cold load of the editor fetched 27 files for the process models area, and the dynamic import
 * added a preload link, a request, a compile and a link step for each, on the main thread. Here each
 * lazily loaded module (an area, a page, a language's texts) gets one file with what only it (or only its
 * area) needs, and one more file holds what several areas share. The first page's files stay exactly as
 * rolldown cuts them.
 *
 * Which chunk loads which module is only known after tree-shaking (a barrel import brings in only what is
 * used), so the build runs twice: `vite build --mode first-load` plans the files from rolldown's own
 * chunks, and `vite build` follows the plan (`codeSplitting.groups`).
 */

/** The plan of the first pass: for each module of the app, the file it goes into. */
export const CHUNK_PLAN_FILE = 'node_modules/.cache/stroomlijn/chunk-plan.json';
const SHARED = 'lazy-shared';
/** The signed-in pages' frame (app/shell.tsx), loaded lazily before any of them. */
const SHELL = 'shell';

type Chunk = Rollup.OutputChunk;

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

/** Modules that several lazily loaded modules share, in sets smaller than this, go into one file. */
export const SMALL_SET_BYTES = 40_000;

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
  // Files of the same set of owners go together; small sets into one shared file.
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
  const bigSets = [...sets].filter(([key, set]) => key.includes('+') && set.bytes >= SMALL_SET_BYTES);
  for (const [key, set] of sets) {
    const owners = key.split('+');
    let group = SHARED;
    if (owners.length === 1) group = key;
    // Every signed-in page loads the shell first: what it shares with the pages goes with it.
    else if (owners.includes(SHELL)) group = SHELL;
    else if (set.bytes >= SMALL_SET_BYTES)
      group = `shared-${bigSets.findIndex(([other]) => other === key) + 1}`;
    for (const name of set.names) add(chunks.get(name) as Chunk, group);
  }
  // The first page's files as rolldown cut them (the plan keeps them so).
  // Each file its own group: rolldown may give two files the same name.
  const taken = new Set(Object.values(plan));
  for (const chunk of chunks.values()) {
    if (!firstLoad.has(chunk.fileName)) continue;
    let group = chunk.name;
    for (let copy = 2; taken.has(group); copy++) group = `${chunk.name}-${copy}`;
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
