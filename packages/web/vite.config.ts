import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { plannedChunk, recordChunkPlan, refuseChunkCycles } from './build/area-chunks';
import { mantineStyles, recordMantineStyles } from './build/mantine-styles';
import { precompress } from './build/precompress';
import { PRELOAD_TEXTS_ENTRY, preloadTexts } from './build/preload-texts';

const server = 'http://localhost:8080';
const root = fileURLToPath(new URL('.', import.meta.url));

// `vite build --mode first-load` is the build's first pass (build/area-chunks.ts): it only records which
// modules the first page loads.
export default defineConfig(({ command, mode }) => {
  const firstPass = mode === 'first-load';
  return {
    root,
    plugins: firstPass
      ? [react(), recordChunkPlan(root), recordMantineStyles(root), mantineStyles(root, { useRecord: false })]
      : [
          react(),
          precompress(),
          preloadTexts(),
          refuseChunkCycles(),
          mantineStyles(root, { useRecord: command === 'build' }),
        ],
    resolve: {
      alias: { '@stroomlijn/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
    },
    server: {
      proxy: { '/api': server, '/connect': server },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      write: !firstPass,
      minify: !firstPass,
      rolldownOptions: {
        preserveEntrySignatures: false,
        input: {
          index: fileURLToPath(new URL('index.html', import.meta.url)),
          [PRELOAD_TEXTS_ENTRY]: fileURLToPath(new URL('src/preload-texts.ts', import.meta.url)),
        },
        treeshake: {
          // The app's own modules and the domain package run nothing when imported (only main.tsx and
          // lib/i18n.ts do, and stylesheets): an import that is not used, e.g. through a barrel
          // (`components/index.ts`, the domain's index), then brings neither the module nor what it imports
          // (React Flow, the list virtualiser …) into the chunk of the page that imports the barrel.
          moduleSideEffects: [
            { test: /\.css$/, sideEffects: true },
            { test: /packages[\\/]web[\\/]src[\\/](main\.tsx|lib[\\/]i18n\.ts)$/, sideEffects: true },
            { test: /packages[\\/](web|domain)[\\/]src[\\/]/, sideEffects: false },
          ],
        },
        output: {
          codeSplitting: {
            // React, its DOM and the router change less often than the app and every page needs them: one
            // chunk that stays cached across releases. Everything else (Mantine, React Flow, the
            // virtualiser, zod …) goes where it is used: a catch-all vendor chunk, as before, put all of it
            // into the first load of /login.
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              },
              ...(command === 'build' && !firstPass
                ? [{ name: plannedChunk(root), debugName: 'planned', includeDependenciesRecursively: false }]
                : []),
            ],
          },
        },
      },
    },
  };
});
