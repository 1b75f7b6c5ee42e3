import path from 'node:path';
import type { Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { REPO_ROOT } from './server';

let script: Promise<string> | null = null;

/** The web app's API client (packages/web/src/lib/api.ts) as one script, built once per test file. */
function clientScript(): Promise<string> {
  script ??= (async () => {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: REPO_ROOT,
      resolve: { alias: { '@stroomlijn/domain': path.join(REPO_ROOT, 'packages/domain/src/index.ts') } },
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        write: false,
        minify: false,
        lib: {
          entry: path.join(REPO_ROOT, 'e2e/support/web-client-entry.ts'),
          formats: ['iife'],
          name: 'stroomlijnClient',
        },
      },
    });
    const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
    const chunk = output.output.find((file) => file.type === 'chunk');
    if (chunk?.type !== 'chunk') throw new Error('The client did not build');
    return chunk.code;
  })();
  return script;
}

const SCRIPT_PATH = '/e2e-web-client.js';

/**
 * Puts the client on the page as `window.stroomlijnClient` (its exports: api, getBlob, postMultipart …).
 * It is served from the page's own origin, as the app's Content-Security-Policy allows scripts only from there.
 */
export async function addWebClient(page: Page): Promise<void> {
  const content = await clientScript();
  await page.route(`**${SCRIPT_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: content }),
  );
  await page.addScriptTag({ url: SCRIPT_PATH });
}
