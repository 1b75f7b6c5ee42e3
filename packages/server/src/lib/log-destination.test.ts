import { spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { standardOutputLogs } from './log-destination.js';

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

describe('writing to an output that is full for a while', () => {
  it('writes every line in order once the reader catches up, multi-byte characters whole', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'log-fifo-'));
    const fifo = path.join(dir, 'out');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // Non-blocking at both ends: the writes meet a full pipe (64 KiB) and are refused with EAGAIN.
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
    try {
      const logs = standardOutputLogs(writer);
      const count = 20_000;
      for (let i = 0; i < count; i++) logs.stream.write(`{"i":${i},"text":"één — ${'x'.repeat(40)}"}\n`);
      const chunks: Buffer[] = [];
      const buffer = Buffer.alloc(64 * 1024);
      let text = '';
      const deadline = Date.now() + 10_000;
      while (
        !text.endsWith(`"i":${count - 1},"text":"één — ${'x'.repeat(40)}"}\n`) &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        for (;;) {
          let bytes = 0;
          try {
            bytes = readSync(reader, buffer);
          } catch {
            break;
          }
          if (bytes === 0) break;
          chunks.push(Buffer.from(buffer.subarray(0, bytes)));
        }
        text = Buffer.concat(chunks).toString('utf8');
      }
      const numbers = text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => (JSON.parse(line) as { i: number; text: string }).i);
      expect(numbers).toEqual(Array.from({ length: count }, (_, i) => i));
      expect(text).not.toContain('\uFFFD');
    } finally {
      closeSync(writer);
      closeSync(reader);
      rmSync(dir, { recursive: true });
    }
  });
});
