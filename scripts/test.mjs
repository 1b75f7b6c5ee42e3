// `npm test`: unit and server integration tests (vitest projects domain, server, web), then the
// end-to-end tests in Chromium against the built app. Reports go to .test-results/*.json.
// Without Chromium the end-to-end tests are skipped, except under CI=true, where that fails.
import path from 'node:path';
import {
  E2E_REPORT,
  findChromium,
  prepareReport,
  RESULTS_DIR,
  readReport,
  run,
  vitestReporters,
} from './e2e.mjs';

const UNIT_REPORT = path.join(RESULTS_DIR, 'unit.json');
const inCi = /^(true|1)$/i.test(process.env.CI ?? '');

/** @type {{ name: string, status: 'passed' | 'failed' | 'skipped', detail: string }[]} */
const parts = [];

function record(name, exitStatus, reportFile) {
  const report = readReport(reportFile);
  const counts = report ? `${report.passed} passed, ${report.failed} failed` : 'no report written';
  const ok = exitStatus === 0 && report !== null && report.failed === 0;
  const detail = ok || !report || report.failed > 0 ? counts : `${counts}, vitest exited with ${exitStatus}`;
  parts.push({ name, status: ok ? 'passed' : 'failed', detail });
}

// 1. Unit, component and server integration tests.
prepareReport(UNIT_REPORT);
const unitStatus = run('npx', [
  'vitest',
  'run',
  '--project',
  'domain',
  '--project',
  'server',
  '--project',
  'web',
  ...vitestReporters(UNIT_REPORT),
]);
record('unit + server (vitest domain, server, web)', unitStatus, UNIT_REPORT);

// 2. End-to-end tests in Chromium.
const e2eName = 'end-to-end (Chromium)';
const chromium = findChromium();
prepareReport(E2E_REPORT);
if (!chromium) {
  if (inCi) {
    console.error(
      '\nBrowser tests FAILED: Chromium not found, and CI=true requires them. ' +
        'Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
    parts.push({ name: e2eName, status: 'failed', detail: 'Chromium not found (required under CI=true)' });
  } else {
    console.log(
      '\nBrowser tests SKIPPED: Chromium not found. Install it (Debian: apt-get install -y chromium) ' +
        'or set CHROMIUM_PATH, then run npm test again.',
    );
    parts.push({ name: e2eName, status: 'skipped', detail: 'Chromium not found' });
  }
} else {
  console.log(`\nBuilding the app for the end-to-end tests (Chromium: ${chromium})`);
  const buildStatus = run('npm', ['run', 'build']);
  if (buildStatus !== 0) {
    parts.push({ name: e2eName, status: 'failed', detail: `npm run build failed (exit ${buildStatus})` });
  } else {
    const e2eStatus = run(process.execPath, ['scripts/e2e.mjs'], { CHROMIUM_PATH: chromium });
    record(e2eName, e2eStatus, E2E_REPORT);
  }
}

// Summary.
const width = Math.max(...parts.map((part) => part.name.length));
console.log('\nSummary');
for (const part of parts) {
  console.log(`  ${part.name.padEnd(width)}  ${part.status.toUpperCase().padEnd(7)}  ${part.detail}`);
}
const failed = parts.some((part) => part.status === 'failed');
console.log(failed ? 'npm test FAILED' : 'npm test passed');
process.exitCode = failed ? 1 : 0;
