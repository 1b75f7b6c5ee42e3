// `npm run test:e2e [-- vitest filters]`: the end-to-end tests in Debian Chromium against the built app.
// Writes the vitest JSON report to .test-results/e2e.json. Builds the app first when it is not built.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RESULTS_DIR = path.join(ROOT, '.test-results');
export const E2E_REPORT = path.join(RESULTS_DIR, 'e2e.json');

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const BUILD_OUTPUTS = ['packages/server/dist/main.js', 'packages/web/dist/index.html'];

/** `CHROMIUM_PATH`, else Debian's Chromium; null when none is installed. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

/** Runs a command in the repository root with the console attached; returns its exit status. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** Vitest's console reporter plus its JSON report written to `reportFile`. */
export function vitestReporters(reportFile) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${path.relative(ROOT, reportFile)}`];
}

/** Removes an old report so that a crash cannot leave a stale one behind. */
export function prepareReport(reportFile) {
  mkdirSync(path.dirname(reportFile), { recursive: true });
  rmSync(reportFile, { force: true });
}

/** Passed and failed tests of a vitest JSON report; null when there is no readable report. */
export function readReport(reportFile) {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    return {
      passed: Number(report.numPassedTests) || 0,
      failed: Number(report.numFailedTests) || 0,
      skipped: (Number(report.numPendingTests) || 0) + (Number(report.numTodoTests) || 0),
      success: report.success === true,
    };
  } catch {
    return null;
  }
}

export function isBuilt() {
  return BUILD_OUTPUTS.every((file) => existsSync(path.join(ROOT, file)));
}

function main(filters) {
  const chromium = findChromium();
  if (!chromium) {
    console.error(
      'Chromium not found. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
    return 1;
  }
  if (!isBuilt()) {
    console.log('The app is not built yet: npm run build');
    const status = run('npm', ['run', 'build']);
    if (status !== 0) {
      console.error('The build failed; the end-to-end tests did not run.');
      return status;
    }
  }
  prepareReport(E2E_REPORT);
  return run(
    'npx',
    ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...vitestReporters(E2E_REPORT), ...filters],
    { CHROMIUM_PATH: chromium },
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
