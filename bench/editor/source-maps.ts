import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/**
 * The source maps of a build made with `npx vite build --sourcemap` (profile-sources.ts,
 * coverage-sources.ts): `mapOf(url)` is the map of a script of the build, by its address or file name.
 */
export function buildMaps(buildDir: string): (url: string) => SourceMapConsumer | null {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (url) => {
    const file = url.replace(/.*\/assets\//, '');
    if (!file.endsWith('.js')) return null;
    if (!maps.has(file)) {
      const mapFile = path.join(buildDir, 'assets', `${file}.map`);
      maps.set(
        file,
        existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null,
      );
    }
    return maps.get(file) ?? null;
  };
}

/** A source of a map, short: `npm:@xyflow/react/dist/esm/index.js`, `web/features/…`, `domain/editor/…`. */
export function shortSource(source: string): string {
  return source.replace(/.*node_modules\//, 'npm:').replace(/.*\/(web|domain)\/src\//, '$1/');
}

/** The package or area of a short source: `npm:zod`, `npm:@mantine/core`, `web/features/process-models`. */
export function packageOf(source: string): string {
  const parts = source.split('/');
  return source.startsWith('npm:')
    ? parts.slice(0, source.startsWith('npm:@') ? 2 : 1).join('/')
    : parts.slice(0, 3).join('/');
}
