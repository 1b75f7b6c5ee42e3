// Proves the import rules of .dependency-cruiser.cjs work: plants a forbidden import in a temporary
// copy of the sources, one at a time, and sees the check fail with the rule meant for it; the same
// check passes on the unplanted copy. Run by `npm run lint` (node --test).
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = '.dependency-cruiser.cjs';
const TS_CONFIG = 'tsconfig.depcruise.json';
const PACKAGES = ['domain', 'server', 'web'];

let copy = '';

before(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'stroomlijn-import-rules-'));
  for (const file of [CONFIG, TS_CONFIG, 'package.json'])
    cpSync(path.join(ROOT, file), path.join(copy, file));
  for (const name of PACKAGES) {
    const from = path.join(ROOT, 'packages', name);
    const to = path.join(copy, 'packages', name);
    cpSync(path.join(from, 'src'), path.join(to, 'src'), { recursive: true });
    cpSync(path.join(from, 'package.json'), path.join(to, 'package.json'));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // The rules and the tsconfig paths are relative to the working directory, as in `npm run lint`.
  process.chdir(copy);
});

after(() => {
  process.chdir(ROOT);
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Runs the check as the CLI does on `roots`; answers the violations as `rule: from → to (→ …)`. */
async function check(roots) {
  const config = await extractDepcruiseConfig(path.join(copy, CONFIG));
  const options = { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true };
  const { output } = await cruise(roots, options, {}, { tsConfig: extractTSConfig(TS_CONFIG) });
  return output.summary.violations.map((violation) => {
    const to = violation.cycle ? violation.cycle.map((step) => step.name).join(' → ') : violation.to;
    return `${violation.rule.name}: ${violation.from} → ${to}`;
  });
}

/** Writes `files` into the copy, runs the check, and removes them again. */
async function checkPlanted(roots, files) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  try {
    return await check(roots);
  } finally {
    for (const file of Object.keys(files)) rmSync(file);
  }
}

const SERVER_MODULES = 'packages/server/src/modules';
const SERVER_LIB = 'packages/server/src/lib';
const WEB_LIB = 'packages/web/src/lib';
const WEB_FEATURES = 'packages/web/src/features';
const DOMAIN = 'packages/domain/src';

test('the unplanted copy passes', async () => {
  assert.deepEqual(await check([SERVER_MODULES, SERVER_LIB, WEB_LIB, DOMAIN]), []);
});

test('a server module importing another module past its index.ts fails', async () => {
  const planted = `${SERVER_MODULES}/users/x.ts`;
  const violations = await checkPlanted([SERVER_MODULES], {
    [planted]: "export { rolesRepository } from '../roles/repository.js';\n",
  });
  assert.deepEqual(violations, [
    `server-module-through-index: ${planted} → ${SERVER_MODULES}/roles/repository.ts`,
  ]);
});

test('a server lib/ file importing a layer above it fails, the module contract and config.ts too', async () => {
  const planted = `${SERVER_LIB}/x.ts`;
  const violations = await checkPlanted([SERVER_LIB], {
    [planted]:
      "export type { ModuleContext } from '../modules/server-module.js';\n" +
      "export type { Config } from '../config.js';\n" +
      "export type { DatabaseHandle } from '../db/database.js';\n" +
      "export type { Mailer } from '../integrations/mail/index.js';\n" +
      "export type { RouteAccess } from '../plugins/auth.js';\n",
  });
  assert.deepEqual(violations.sort(), [
    `server-lib-is-the-bottom: ${planted} → packages/server/src/config.ts`,
    `server-lib-is-the-bottom: ${planted} → packages/server/src/db/database.ts`,
    `server-lib-is-the-bottom: ${planted} → packages/server/src/integrations/mail/index.ts`,
    `server-lib-is-the-bottom: ${planted} → packages/server/src/plugins/auth.ts`,
    `server-shared-not-to-modules: ${planted} → packages/server/src/modules/server-module.ts`,
  ]);
});

test('a web lib/ file importing a feature fails, even through its index.ts', async () => {
  const planted = `${WEB_LIB}/x.ts`;
  const violations = await checkPlanted([WEB_LIB], {
    [planted]: "export * from '../features/users';\n",
  });
  assert.deepEqual(violations, [
    `web-shared-not-to-features: ${planted} → packages/web/src/features/users/index.ts`,
  ]);
});

test("a feature's query-keys.ts importing more than other features' keys fails", async () => {
  const planted = `${WEB_FEATURES}/planted/query-keys.ts`;
  const violations = await checkPlanted([WEB_FEATURES], {
    [planted]: "export { userKeys } from '../users/query-keys';\nexport { UsersArea } from '../users';\n",
  });
  assert.deepEqual(violations, [`web-query-keys-are-leaves: ${planted} → ${WEB_FEATURES}/users/index.ts`]);
});

test("the process model's diagram is reached only through its index.ts, and imports none of its users", async () => {
  const models = `${WEB_FEATURES}/process-models`;
  const outside = `${models}/compare/planted.ts`;
  const inside = `${models}/diagram/planted.ts`;
  const violations = await checkPlanted([WEB_FEATURES], {
    [outside]: "export { createCanvasStore } from '../diagram/canvas-store';\n",
    [inside]: "export { useEditorContext } from '../editor/editor-context';\n",
  });
  assert.deepEqual(violations.sort(), [
    `web-diagram-draws-only: ${inside} → ${models}/editor/editor-context.ts`,
    `web-diagram-through-index: ${outside} → ${models}/diagram/canvas-store.ts`,
  ]);
});

test('an import circle fails, also when one side imports only a type', async () => {
  const a = `${DOMAIN}/planted-a.ts`;
  const b = `${DOMAIN}/planted-b.ts`;
  const violations = await checkPlanted([DOMAIN], {
    [a]: "import { b } from './planted-b.js';\nexport interface A {\n  b: typeof b;\n}\n",
    [b]: "import type { A } from './planted-a.js';\nexport const b: A[] = [];\n",
  });
  assert.deepEqual(violations, [`no-circular: ${a} → ${b} → ${a}`]);
});
