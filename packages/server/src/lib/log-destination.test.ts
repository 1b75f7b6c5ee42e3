import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DESTINATION = fileURLToPath(new URL('./log-destination.ts', import.meta.url));
const LINES = 5000;

/** Runs a script in a Node process of its own (tsx loads the TypeScript) and returns its output. */
function runScript(body: string, lines = LINES) {
  const script = `
    import { writeSync } from 'node:fs';
    import pino from 'pino';
    import { standardOutputLogs } from ${JSON.stringify(DESTINATION)};
    const logs = standardOutputLogs();
    const log = pino({ level: 'info' }, logs.stream);
    for (let i = 0; i < ${lines}; i++) log.info({ i }, 'line');
    ${body}
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

function loggedNumbers(stdout: string): number[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { i?: number }).i)
    .filter((i): i is number => typeof i === 'number');
}

describe('the standard output log destination', () => {
  it('writes every buffered line when the process exits at once', () => {
    const result = runScript('process.exit(3);');
    expect(result.status).toBe(3);
    expect(loggedNumbers(result.stdout)).toEqual(Array.from({ length: LINES }, (_, i) => i));
  });

  it('writes every buffered line and the cause before a crash ends the process', () => {
    const result = runScript(`
      process.once('uncaughtException', (error) => {
        log.fatal({ err: error }, 'crash');
        logs.flushSync();
        process.exit(1);
      });
      setImmediate(() => { throw new Error('boom'); });
    `);
    expect(result.status).toBe(1);
    expect(loggedNumbers(result.stdout)).toHaveLength(LINES);
    expect(result.stdout).toContain('"msg":"crash"');
  });

  it('writes the line of a quiet server within a second, without waiting for more lines or the exit', () => {
    const result = runScript(
      `setTimeout(() => { writeSync(1, 'one second later\\n'); process.exit(0); }, 1000);`,
      1,
    );
    expect(result.status).toBe(0);
    const later = result.stdout.indexOf('one second later');
    expect(later).toBeGreaterThan(0);
    expect(loggedNumbers(result.stdout.slice(0, later))).toEqual([0]);
  });
});
