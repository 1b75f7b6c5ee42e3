import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { planChunks, SMALL_SET_BYTES } from './area-chunks';

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
        moduleIds: sketch.modules.map((id) => (id.startsWith('\0') ? id : `${ROOT}/src/${id}`)),
        imports: sketch.imports ?? [],
        code: 'x'.repeat(sketch.bytes ?? 100),
      } as unknown as Rollup.OutputChunk,
    ]),
  );
}

// The first load: main.tsx (entry) with a vendor chunk and rolldown's runtime. Lazily: the shell, two
// areas that share an editor, a third area, a language's texts.
const bundle = bundleOf({
  'index.js': { modules: ['main.tsx', 'app/routes.tsx'], imports: ['vendor.js', 'runtime.js'], entry: true },
  'vendor.js': { modules: ['lib/i18n.ts', 'lib/language.ts'], imports: ['runtime.js'] },
  'runtime.js': { modules: ['\0rolldown/runtime.js'], imports: ['lib.js'] },
  // Rolldown may name two files alike.
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

describe('the plan of the lazily loaded files (issue 17, item 4)', () => {
  it('keeps the first load as rolldown cut it, file by file', () => {
    expect(plan['src/main.tsx']).toBe('index');
    expect(plan['src/app/routes.tsx']).toBe('index');
    expect(plan['src/lib/i18n.ts']).toBe('vendor');
    expect(plan['src/lib/language.ts']).toBe('vendor');
    expect(plan['\0rolldown/runtime.js']).toBe('runtime');
    expect(new Set([plan['src/lib/api.ts'], plan['src/lib/query.ts']]).size).toBe(2);
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
