// Import rules on resolved paths (dependency-cruiser), run by `npm run lint` beside Biome.
// Biome's noRestrictedImports sees only the import text; these rules see the file an import
// resolves to, so `../roles/repository.js` from another module is caught like any other spelling.
// scripts/check-import-rules.test.mjs plants forbidden imports in a copy and checks that they fail.

const SERVER = '^packages/server/src/';
const WEB = '^packages/web/src/';
const TEST_FILE = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles anywhere; type-only imports count (tsPreCompilationDeps).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        "An import the check cannot resolve is an import no rule can judge (but for the build's one " +
        'virtual module, packages/web/build/mantine-styles.ts).',
      from: { path: '^(packages|e2e|bench|scripts)/' },
      to: { couldNotResolve: true, pathNot: '^virtual:mantine-styles\\.css$' },
    },
    {
      name: 'domain-not-to-server-or-web',
      severity: 'error',
      comment: 'The domain package imports nothing of server or web.',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/(server|web)/|@stroomlijn/(server|web))' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'The domain has no I/O, no React, no Fastify, no SQL: besides itself it imports only zod.',
      from: { path: '^packages/domain/src/', pathNot: TEST_FILE },
      to: { pathNot: ['^packages/domain/src/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'domain-tests-are-pure',
      severity: 'error',
      comment: 'Domain tests run without I/O too: the domain, zod and the test libraries only.',
      from: { path: `^packages/domain/src/.*${TEST_FILE}` },
      to: { pathNot: ['^packages/domain/src/', '(^|/)node_modules/(zod|vitest|fast-check)/'] },
    },
    {
      name: 'server-not-to-web',
      severity: 'error',
      comment: 'The server never imports the web app.',
      from: { path: '^packages/server/' },
      to: { path: '^(packages/web/|@stroomlijn/web)' },
    },
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment: 'The web app never imports the server.',
      from: { path: '^packages/web/' },
      to: { path: '^(packages/server/|@stroomlijn/server)' },
    },
    {
      name: 'server-module-through-index',
      severity: 'error',
      comment: 'A server module imports another module only through modules/<b>/index.ts.',
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'web-feature-through-index',
      severity: 'error',
      comment:
        'A web feature imports another feature only through features/<b>/index.ts, or its query-keys.ts ' +
        "(areas refresh each other's data; the keys bring no code of the area).",
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/[^/]+/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/(index|query-keys)\\.ts$`],
      },
    },
    {
      name: 'web-diagram-through-index',
      severity: 'error',
      comment:
        "The process model's diagram (features/process-models/diagram/) is reached only through its " +
        'index.ts, by the editor, the comparison and the picture export alike.',
      from: { path: WEB, pathNot: `${WEB}features/process-models/diagram/` },
      to: {
        path: `${WEB}features/process-models/diagram/`,
        pathNot: `${WEB}features/process-models/diagram/index\\.ts$`,
      },
    },
    {
      name: 'web-diagram-draws-only',
      severity: 'error',
      comment:
        'The diagram imports nothing else of the process models (editor, comparison, information ' +
        'groups …) but their texts (process-model-text.ts): it draws what it is given, so that each of ' +
        'them can use it.',
      from: { path: `${WEB}features/process-models/diagram/`, pathNot: TEST_FILE },
      to: {
        path: `${WEB}features/process-models/`,
        pathNot: [
          `${WEB}features/process-models/diagram/`,
          `${WEB}features/process-models/process-model-text\\.ts$`,
        ],
      },
    },
    {
      name: 'web-query-keys-are-leaves',
      severity: 'error',
      comment:
        "A feature's query-keys.ts imports nothing but other features' keys (and the domain's types), so " +
        'that importing it brings no code of that area and closes no circle.',
      from: { path: `${WEB}features/[^/]+/query-keys\\.ts$` },
      to: { pathNot: [`${WEB}features/[^/]+/query-keys\\.ts$`, '^packages/domain/src/'] },
    },
    {
      name: 'server-app-through-module-index',
      severity: 'error',
      comment: 'Outside the modules (app.ts, main.ts), a module is reached only through its index.ts.',
      from: { path: SERVER, pathNot: [`${SERVER}(modules|test|plugins|db|lib|integrations)/`] },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: `${SERVER}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'web-app-through-feature-index',
      severity: 'error',
      comment:
        'Outside the features (app/, main.tsx), a feature is reached only through its index.ts, or its ' +
        'pages.ts: what the router preloads (the lazily loaded pages, the model an address opens), which ' +
        'the first load must hold without the rest of the index.',
      from: { path: WEB, pathNot: [`${WEB}(features|test|lib|components)/`] },
      to: { path: `${WEB}features/[^/]+/`, pathNot: `${WEB}features/[^/]+/(index|pages)\\.ts$` },
    },
    {
      name: 'server-shared-not-to-modules',
      severity: 'error',
      comment:
        'Shared server layers (plugins, db, lib, integrations, config, errors) serve the modules and ' +
        'import none of them; app.ts and main.ts compose the modules.',
      from: { path: `${SERVER}((plugins|db|lib|integrations)/|(config|errors)\\.ts$)` },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'server-lib-is-the-bottom',
      severity: 'error',
      comment:
        "lib/ is the server's lowest layer: besides importing no module (the rule above, the module " +
        'contract in modules/ included), it imports no config.ts, db/, integrations/ or plugins/.',
      from: { path: `${SERVER}lib/` },
      to: { path: `${SERVER}((db|integrations|plugins)/|config\\.ts$)` },
    },
    {
      name: 'server-app-is-composition-root',
      severity: 'error',
      comment: 'app.ts composes the server; only main.ts, tests and test support (src/test/) import it.',
      from: { path: SERVER, pathNot: [`${SERVER}main\\.ts$`, `${SERVER}test/`, TEST_FILE] },
      to: { path: `${SERVER}(app|main)\\.ts$` },
    },
    {
      name: 'web-shared-not-to-features',
      severity: 'error',
      comment: 'Shared web layers (lib, components) import no feature and not the app shell.',
      from: { path: `${WEB}(lib|components)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-feature-not-to-app',
      severity: 'error',
      comment: 'app/ (router, shell) composes the features; a feature never imports app/.',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    // Test support (packages/*/src/test/) is exempt from the layer rules on purpose: it builds a
    // whole app, seeds data through module services and renders features, so it must reach every
    // layer. Production code never imports it (rule below), so it cannot carry a shortcut into
    // the product.
    {
      name: 'test-support-only-in-tests',
      severity: 'error',
      comment: 'Only tests and other test support import src/test/.',
      from: { path: '^packages/[^/]+/src/', pathNot: ['^packages/[^/]+/src/test/', TEST_FILE] },
      to: { path: '^packages/[^/]+/src/test/' },
    },
    {
      name: 'form-service-stand-in-only-in-tests',
      severity: 'error',
      comment:
        'The JotForm stand-in serves tests and `npm run forms:stand-in`; the product never talks to it by code.',
      from: {
        path: '^packages/server/src/',
        pathNot: [
          '^packages/server/src/test/',
          '^packages/server/src/integrations/jotform/stand-in/',
          TEST_FILE,
        ],
      },
      to: { path: '^packages/server/src/integrations/jotform/stand-in/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^packages/[^/]+/(dist|coverage)/', '^(data|coverage)/'] },
    // Maps @stroomlijn/domain to its source (as vite and vitest do), so the check needs no build.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
