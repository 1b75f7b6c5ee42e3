import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
const domainSrc = fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url));

/**
 * End-to-end tests: one built server (global setup), Debian Chromium, files one after another. Two at a
 * time were about 10 % faster on two cores (Chromium keeps both busy) and let a test that counts all
 * models see another file's (docs/decisions.md).
 */
export default defineConfig({
  root,
  resolve: { alias: { '@stroomlijn/domain': domainSrc } },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
