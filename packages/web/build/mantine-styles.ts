import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * Mantine's stylesheets for the components the app uses (docs/decisions.md, "The editor's cold load"),
 * instead of all of `@mantine/core/styles.css`: the app uses about 40 of Mantine's 100 components, and every
 * page parsed the rules of all of them and matched its elements against them (some 40 ms of a cold editor
 * load's main thread went to stylesheets).
 *
 * Which components the app uses is known from the bundle: each component's module imports its class
 * names from `X.module.mjs`, whose rules are in `@mantine/core/styles/X.css` (a component built on others,
 * such as Select, imports theirs). The build's first pass (`vite build --mode first-load`, see
 * `area-chunks.ts`) records them; the second pass writes `virtual:mantine-styles.css` as Mantine's global
 * styles and those files, in the order of `styles.css` (components that build on others come after them).
 * Without a record (the dev server, the first pass itself) it is all of `styles.css`.
 */

export const MANTINE_STYLES_MODULE = 'virtual:mantine-styles.css';
export const MANTINE_STYLES_FILE = 'node_modules/.cache/stroomlijn/mantine-styles.json';
const RESOLVED = `\0${MANTINE_STYLES_MODULE}`;
/** Mantine's global styles, first and always (mantine.dev, "Global styles"). */
export const GLOBAL_STYLES = ['baseline.css', 'default-css-variables.css', 'global.css'];

const CLASS_NAMES = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/** The stylesheets (`X.css`) of the Mantine modules among `moduleIds` whose rules exist, without repeats. */
export function usedStyleSheets(moduleIds: Iterable<string>, exists: (file: string) => boolean): string[] {
  const files = new Set<string>();
  for (const id of moduleIds) {
    const name = CLASS_NAMES.exec(id)?.[1];
    if (name && exists(`${name}.css`)) files.add(`${name}.css`);
  }
  return [...files];
}

/** `files` in the order their rules have in `styles.css`, after the global styles. */
export function inMantineOrder(files: readonly string[], positionInAll: (file: string) => number): string[] {
  const components = files
    .filter((file) => !GLOBAL_STYLES.includes(file))
    .sort((a, b) => positionInAll(a) - positionInAll(b));
  return [...GLOBAL_STYLES, ...components];
}

function stylesDir(root: string): string {
  const require = createRequire(path.join(root, 'package.json'));
  return path.dirname(require.resolve('@mantine/core/styles.css'));
}

/** The stylesheets of the Mantine components in a built bundle. */
function bundleStyleSheets(bundle: Rollup.OutputBundle, root: string): string[] {
  const dir = path.join(stylesDir(root), 'styles');
  const ids = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []));
  return usedStyleSheets(ids, (name) => existsSync(path.join(dir, name)));
}

/** The first pass: records the stylesheets of the components in the bundle. */
export function recordMantineStyles(root: string): Plugin {
  return {
    name: 'stroomlijn-mantine-styles-record',
    apply: 'build',
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const file = path.join(root, MANTINE_STYLES_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(bundleStyleSheets(bundle, root), null, 1)}\n`);
    },
  };
}

/** The second pass (and the dev server): `virtual:mantine-styles.css`. */
export function mantineStyles(root: string, { useRecord }: { useRecord: boolean }): Plugin {
  return {
    name: 'stroomlijn-mantine-styles',
    resolveId: (id) => (id === MANTINE_STYLES_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const dir = stylesDir(root);
      const all = readFileSync(path.join(dir, 'styles.css'), 'utf8');
      const record = path.join(root, MANTINE_STYLES_FILE);
      if (!useRecord || !existsSync(record)) return all;
      const used = JSON.parse(readFileSync(record, 'utf8')) as string[];
      const texts = new Map(
        [...GLOBAL_STYLES, ...used].map((file) => [
          file,
          readFileSync(path.join(dir, 'styles', file), 'utf8'),
        ]),
      );
      const text = (file: string) => texts.get(file) as string;
      const position = (file: string) => {
        const at = all.indexOf(text(file).trim().slice(0, 200));
        if (at < 0) throw new Error(`@mantine/core/styles/${file} is not part of styles.css`);
        return at;
      };
      return inMantineOrder(used, position).map(text).join('\n');
    },
    // A record left from other sources could miss a component this bundle uses: then the build fails.
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const record = path.join(root, MANTINE_STYLES_FILE);
      if (!useRecord || !existsSync(record)) return;
      const recorded = new Set(JSON.parse(readFileSync(record, 'utf8')) as string[]);
      const missing = bundleStyleSheets(bundle, root).filter((file) => !recorded.has(file));
      if (missing.length > 0)
        this.error(
          `Mantine styles ${missing.join(', ')} are used but not recorded: run \`npm run build\`, which records them first.`,
        );
    },
  };
}
