import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domainSrc = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));
const alias = { '@stroomlijn/domain': domainSrc };

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process, which idles: on 2 cores that is 1 worker.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Property tests take a few seconds; on 2 busy cores they may take three times as long.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // The longest form tests take about 3 s with another process busy on the second core.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
