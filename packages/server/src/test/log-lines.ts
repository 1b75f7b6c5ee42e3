import { PassThrough } from 'node:stream';

/** A stream for the app's JSON log (`logStream`) and the lines written to it so far. */
export function logLines(): { stream: PassThrough; lines: string[] } {
  const stream = new PassThrough();
  const lines: string[] = [];
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    lines.push(...complete.filter((line) => line !== ''));
  });
  return { stream, lines };
}
