import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../../packages/web/build/precompress';

/**
 * `npx vite build --config bench/editor/floor/vite.config.ts`: the floor page (main.tsx), built like the
 * app (minified, `.br` and `.gz` beside each file) into `bench/results/floor`, a web directory the editor
 * bench's A/B serves in place of the app (`BENCH_AB=bench/results/floor,packages/web/dist`).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  build: { outDir: fileURLToPath(new URL('../../results/floor', import.meta.url)), emptyOutDir: true },
});
