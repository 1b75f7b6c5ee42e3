import fc from 'fast-check';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  chunkCycle,
  FIRST_LOAD,
  planChunks,
  SCHEMAS,
  SMALL_SET_BYTES,
  WIDELY_SHARED_OWNERS,
} from './area-chunks';

const ROOT = '/app';

interface Sketch {
  modules: string[];
  imports?: string[];
  entry?: boolean;
  bytes?: number;
  name?: string;
}

/** A bundle of the first pass, from file name → modules (under /app/src), static imports, size. */
function bundleOf(files: Record<string, Sketch>): Rollup.OutputBundle {
  return Object.fromEntries(
    Object.entries(files).map(([fileName, sketch]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        name: sketch.name ?? fileName.replace(/\.js$/, ''),
        isEntry: sketch.entry ?? false,
        moduleIds: sketch.modules.map((id) =>
          id.startsWith('\0') || id.startsWith('/') ? id : `${ROOT}/src/${id}`,
        ),
        imports: sketch.imports ?? [],
        code: 'x'.repeat(sketch.bytes ?? 100),
      } as unknown as Rollup.OutputChunk,
    ]),
  );
}

// The first load: main.tsx (entry) with React's file, rolldown's runtime, pieces rolldown cut off, and a
// second entry (the texts' preload) that shares a file with it. Lazily: the shell, two areas that share an
// editor, a third area, a language's texts.
const bundle = bundleOf({
  'index.js': {
    modules: ['main.tsx', 'app/routes.tsx'],
    imports: ['vendor.js', 'react.js', 'runtime.js', 'language.js'],
    entry: true,
  },
  'texts.js': { modules: ['preload-texts.ts'], imports: ['language.js'], entry: true },
  // Rolldown may name two files alike.
  'language.js': { modules: ['lib/language.ts'], name: 'lib' },
  'react.js': { modules: ['vendor/react.js'], imports: ['runtime.js'], name: 'react' },
  'runtime.js': { modules: ['\0rolldown/runtime.js'], name: 'lib' },
  'vendor.js': { modules: ['lib/i18n.ts'], imports: ['lib.js', 'runtime.js'] },
  'lib.js': { modules: ['lib/api.ts'], imports: ['lib-2.js'] },
  'lib-2.js': { modules: ['lib/query.ts'], name: 'lib' },
  'shell.js': { modules: ['app/shell.tsx'], imports: ['nav.js', 'vendor.js'] },
  'nav.js': { modules: ['components/nav-link.tsx'] },
  'models.js': {
    modules: ['features/models/index.ts', 'features/models/list.tsx'],
    imports: ['editor.js', 'tiny.js', 'nav.js'],
  },
  'mine.js': { modules: ['features/mine/index.ts'], imports: ['editor.js'] },
  'editor.js': { modules: ['features/editor/canvas.tsx'], imports: ['big.js'], bytes: SMALL_SET_BYTES },
  'big.js': { modules: ['components/dialog.tsx'], imports: ['vendor.js'], bytes: 10 },
  'tiny.js': { modules: ['components/empty.tsx'] },
  'users.js': { modules: ['features/users/index.ts'], imports: ['big.js', 'tiny.js', 'tiny2.js'] },
  'tiny2.js': { modules: ['components/select.tsx'] },
  'en.js': { modules: ['locales/en.json'] },
});
const DYNAMIC: Record<string, string[]> = {
  '/app/src/app/routes.tsx': [
    '/app/src/app/shell.tsx',
    '/app/src/features/models/index.ts',
    '/app/src/features/mine/index.ts',
    '/app/src/features/users/index.ts',
  ],
  '/app/src/lib/language.ts': ['/app/src/locales/en.json'],
};
const plan = planChunks(bundle, ROOT, (id) => DYNAMIC[id] ?? []);

describe('the plan of the lazily loaded files', () => {
  it('makes one file of the first load besides its entries, React and what React or two entries load', () => {
    expect(plan['src/main.tsx']).toBe('index');
    expect(plan['src/app/routes.tsx']).toBe('index');
    expect(plan['src/preload-texts.ts']).toBe('texts');
    for (const id of ['src/lib/i18n.ts', 'src/lib/api.ts', 'src/lib/query.ts'])
      expect(plan[id]).toBe(FIRST_LOAD);
    expect(plan['src/vendor/react.js']).toBe('react');
    // Both entries load the language: it stays apart; so does the runtime, which React's file imports.
    const apart = [plan['src/lib/language.ts'], plan['\0rolldown/runtime.js']];
    expect(new Set([...apart, FIRST_LOAD, 'react']).size).toBe(4);
    expect(chunkCycle(groupedBundle(bundle, plan))).toBeNull();
  });

  it('gives what one lazily loaded module alone needs its own file, named after its area', () => {
    expect(plan['src/features/users/index.ts']).toBe('users');
    expect(plan['src/components/select.tsx']).toBe('users');
    expect(plan['src/features/mine/index.ts']).toBe('mine');
    expect(plan['src/locales/en.json']).toBe('en');
  });

  it('puts what the shell shares with the pages into the shell, which every signed-in page loads first', () => {
    expect(plan['src/app/shell.tsx']).toBe('shell');
    expect(plan['src/components/nav-link.tsx']).toBe('shell');
  });

  it('gives a large set shared by the same areas a file of its own, and small sets one shared file', () => {
    expect(plan['src/features/editor/canvas.tsx']).toMatch(/^shared-\d+$/);
    // Two small sets: models with users, and all three areas.
    expect(plan['src/components/empty.tsx']).toBe('lazy-shared');
    expect(plan['src/components/dialog.tsx']).toBe('lazy-shared');
  });

  it('plans every module of the bundle', () => {
    const modules = Object.values(bundle).flatMap((output) =>
      output.type === 'chunk' ? output.moduleIds : [],
    );
    expect(Object.keys(plan)).toHaveLength(modules.length);
  });
});

describe('code that reaches zod', () => {
  it('never joins the shared file, so that a page that checks no data does not build schemas', () => {
    const areas = ['a', 'b', 'c', 'd', 'e', 'f'];
    const zodBundle = bundleOf({
      'index.js': { modules: ['main.tsx', 'app/routes.tsx'], entry: true },
      ...Object.fromEntries(
        areas.map((area) => [
          `${area}.js`,
          {
            modules: [`features/${area}/index.ts`],
            // Every area but the editor (f) checks answers; all of them use the dialog.
            imports: area === 'f' ? ['dialog.js'] : ['dialog.js', 'api.js'],
          },
        ]),
      ),
      'dialog.js': { modules: ['components/dialog.tsx'] },
      'api.js': { modules: ['lib/answers.ts'], imports: ['zod.js', 'dialog.js'] },
      'zod.js': { modules: ['/app/node_modules/zod/v4/classic/schemas.js'], bytes: SMALL_SET_BYTES * 5 },
    });
    const dynamic = { '/app/src/app/routes.tsx': areas.map((area) => `/app/src/features/${area}/index.ts`) };
    const zodPlan = planChunks(zodBundle, ROOT, (id) => dynamic[id as keyof typeof dynamic] ?? []);
    expect(zodPlan['src/components/dialog.tsx']).toBe('lazy-shared');
    expect(zodPlan['src/lib/answers.ts']).toBe(SCHEMAS);
    expect(zodPlan['node_modules/zod/v4/classic/schemas.js']).toBe(SCHEMAS);
    expect(chunkCycle(groupedBundle(zodBundle, zodPlan))).toBeNull();
  });
});

describe('the check of the second pass', () => {
  it('finds files that import each other in a circle, and none where there is none', () => {
    expect(chunkCycle(bundle)).toBeNull();
    const circle = bundleOf({
      'index.js': { modules: ['main.tsx'], imports: ['a.js'], entry: true },
      'a.js': { modules: ['a.ts'], imports: ['b.js'] },
      'b.js': { modules: ['b.ts'], imports: ['c.js'] },
      'c.js': { modules: ['c.ts'], imports: ['a.js'] },
    });
    expect(chunkCycle(circle)).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });
});

/** The files of the second pass as the plan groups them: one per group, importing what its modules' files import. */
function groupedBundle(bundle: Rollup.OutputBundle, plan: Record<string, string>): Rollup.OutputBundle {
  const groupOf = (chunk: Rollup.OutputChunk) => plan[path(chunk.moduleIds[0] as string)] as string;
  const groups = new Map<string, Set<string>>();
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  for (const chunk of chunks) {
    const to = groups.get(groupOf(chunk)) ?? new Set<string>();
    for (const name of chunk.imports) to.add(groupOf(byFile.get(name) as Rollup.OutputChunk));
    to.delete(groupOf(chunk));
    groups.set(groupOf(chunk), to);
  }
  return bundleOf(
    Object.fromEntries([...groups].map(([group, to]) => [group, { modules: [group], imports: [...to] }])),
  );
}

function path(id: string): string {
  return id.startsWith('\0') ? id : id.slice(`${ROOT}/`.length);
}

describe('the plan never makes files import each other in a circle (property)', () => {
  it('for any first pass: files that import only later files, some of them lazily loaded areas, anchors among them, some of the first load', () => {
    const roots = [
      'app/shell.tsx',
      'components/error-dialog.tsx',
      'features/a/index.ts',
      'features/b/index.ts',
      'features/c/index.ts',
      'features/d/index.ts',
    ];
    const shape = fc.integer({ min: 4, max: 16 }).chain((count) =>
      fc.shuffledSubarray(roots, { minLength: 1, maxLength: Math.min(roots.length, count) }).chain((names) =>
        fc.record({
          count: fc.constant(count),
          names: fc.constant(names),
          imports: fc.array(fc.array(fc.integer({ min: 0, max: count - 1 }), { maxLength: 5 }), {
            minLength: count,
            maxLength: count,
          }),
          big: fc.array(fc.boolean(), { minLength: count, maxLength: count }),
          loaded: fc.array(fc.integer({ min: 0, max: count - 1 }), { maxLength: 4 }),
          react: fc.integer({ min: -1, max: count - 1 }),
          rootAt: fc.uniqueArray(fc.integer({ min: 0, max: count - 1 }), {
            minLength: names.length,
            maxLength: names.length,
          }),
        }),
      ),
    );
    fc.assert(
      fc.property(shape, ({ count, names, imports, big, loaded, react, rootAt }) => {
        // The entry's own imports are the first load (with all they import); a file may be React's.
        const files: Record<string, Sketch> = {
          'index.js': {
            modules: ['main.tsx'],
            entry: true,
            imports: [...new Set(loaded)].map((at) => `c${at}.js`),
          },
        };
        for (let at = 0; at < count; at++) {
          const root = rootAt.indexOf(at);
          files[`c${at}.js`] = {
            modules: [root >= 0 ? (names[root] as string) : `lib/m${at}.ts`],
            // Only later files: the first pass's files never import each other in a circle.
            imports: [...new Set((imports[at] ?? []).filter((to) => to > at).map((to) => `c${to}.js`))],
            bytes: big[at] ? SMALL_SET_BYTES : 100,
            ...(at === react ? { name: 'react' } : {}),
          };
        }
        const dynamic = names.map((name) => `${ROOT}/src/${name}`);
        const bundle = bundleOf(files);
        const plan = planChunks(bundle, ROOT, (id) => (id === `${ROOT}/src/main.tsx` ? dynamic : []));
        const planned = Object.fromEntries(
          Object.entries(bundle).filter(
            ([, output]) =>
              output.type === 'chunk' && plan[path(output.moduleIds[0] as string)] !== undefined,
          ),
        );
        for (const chunk of Object.values(planned) as Rollup.OutputChunk[])
          chunk.imports = chunk.imports.filter((name) => planned[name] !== undefined);
        expect(chunkCycle(groupedBundle(planned, plan))).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});

describe('small sets around a large one', () => {
  it('are not merged into one file when that would close a circle (small → large → small)', () => {
    // Owners: s {a, b} → u {a, b, c} (large) → s2 {a, b, c, d}.
    const files = bundleOf({
      'index.js': { modules: ['main.tsx'], entry: true },
      'a.js': { modules: ['features/a/index.ts'], imports: ['s.js'] },
      'b.js': { modules: ['features/b/index.ts'], imports: ['s.js'] },
      'c.js': { modules: ['features/c/index.ts'], imports: ['u.js'] },
      'd.js': { modules: ['features/d/index.ts'], imports: ['s2.js'] },
      's.js': { modules: ['lib/s.ts'], imports: ['u.js'] },
      'u.js': { modules: ['lib/u.ts'], imports: ['s2.js'], bytes: SMALL_SET_BYTES },
      's2.js': { modules: ['lib/s2.ts'] },
    });
    const roots = ['a', 'b', 'c', 'd'].map((name) => `${ROOT}/src/features/${name}/index.ts`);
    const small = planChunks(files, ROOT, (id) => (id === `${ROOT}/src/main.tsx` ? roots : []));
    expect(small['src/lib/s.ts']).not.toBe(small['src/lib/s2.ts']);
    expect(chunkCycle(groupedBundle(files, small))).toBeNull();
  });
});

describe('fewer files for a page (each file costs the editor some 2–4 ms)', () => {
  const areas = (count: number) => Array.from({ length: count }, (_, at) => `area${at}`);
  const rootsOf = (names: string[]) => names.map((name) => `${ROOT}/src/features/${name}/index.ts`);

  it('puts a large set that many areas need into the shared file, and keeps one that few need apart', () => {
    const many = areas(WIDELY_SHARED_OWNERS);
    const files = bundleOf({
      'index.js': { modules: ['main.tsx'], entry: true },
      ...Object.fromEntries(
        many.map((name, at) => [
          `${name}.js`,
          {
            modules: [`features/${name}/index.ts`],
            imports: at < 2 ? ['wide.js', 'narrow.js'] : ['wide.js'],
          },
        ]),
      ),
      'wide.js': { modules: ['components/select.tsx'], bytes: SMALL_SET_BYTES },
      'narrow.js': { modules: ['components/canvas.tsx'], bytes: SMALL_SET_BYTES },
    });
    const roots = rootsOf(many);
    const plan = planChunks(files, ROOT, (id) => (id === `${ROOT}/src/main.tsx` ? roots : []));
    expect(plan['src/components/select.tsx']).toBe('lazy-shared');
    expect(plan['src/components/canvas.tsx']).toMatch(/^shared-\d+$/);
  });

  it('lets a small set kept apart by a circle join the shared file once the set between has joined', () => {
    // Owners: x {a, b} (two files, tried second) → y {a, b, c} (tried last) → z {a, b, c, d} (three
    // files, tried first). With z in the shared file, x would close the circle shared → y → shared;
    // once y has joined, x joins too.
    const files = bundleOf({
      'index.js': { modules: ['main.tsx'], entry: true },
      'a.js': { modules: ['features/a/index.ts'], imports: ['x1.js', 'x2.js'] },
      'b.js': { modules: ['features/b/index.ts'], imports: ['x1.js', 'x2.js'] },
      'c.js': { modules: ['features/c/index.ts'], imports: ['y.js'] },
      'd.js': { modules: ['features/d/index.ts'], imports: ['z1.js', 'z2.js', 'z3.js'] },
      'x1.js': { modules: ['lib/x1.ts'], imports: ['y.js'] },
      'x2.js': { modules: ['lib/x2.ts'] },
      'y.js': { modules: ['lib/y.ts'], imports: ['z1.js', 'z2.js', 'z3.js'] },
      'z1.js': { modules: ['lib/z1.ts'] },
      'z2.js': { modules: ['lib/z2.ts'] },
      'z3.js': { modules: ['lib/z3.ts'] },
    });
    const roots = rootsOf(['a', 'b', 'c', 'd']);
    const plan = planChunks(files, ROOT, (id) => (id === `${ROOT}/src/main.tsx` ? roots : []));
    for (const id of ['lib/x1.ts', 'lib/x2.ts', 'lib/y.ts', 'lib/z1.ts'])
      expect(plan[`src/${id}`]).toBe('lazy-shared');
    expect(chunkCycle(groupedBundle(files, plan))).toBeNull();
  });
});
