import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
const domainSrc = fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url));

/**
 * End-to-end tests: one built server (global setup), Debian Chromium, two files at a time (a little
 * faster than one at a time on two cores: the browser, the server and the test overlap their waits). Each
 * test makes its own users and data under a unique tag, and files that need a world of their own (the form
 * service stand-in, the search index) start a server of their own.
 */
export default defineConfig({
  root,
  resolve: { alias: { '@stroomlijn/domain': domainSrc } },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
