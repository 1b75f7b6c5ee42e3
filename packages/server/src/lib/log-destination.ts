import pino, { type DestinationStream } from 'pino';

export interface LogDestination {
  stream: DestinationStream;
  /** Writes what is still buffered, synchronously: on exit and before a crash ends the process. */
  flushSync(): void;
}

/** Lines are written once this much is buffered, or after FLUSH_MS, whichever comes first. */
const BUFFER_BYTES = 8 * 1024;
const FLUSH_MS = 200;

/**
 * Standard output written asynchronously and in blocks: a log line never blocks a request on the
 * write, and under load one write carries many lines instead of one each. A quiet server's lines wait
 * at most FLUSH_MS. What is buffered is written on exit (also after process.exit) and by `flushSync`
 * before a crash ends the process.
 */
export function standardOutputLogs(): LogDestination {
  const destination = pino.destination({
    dest: 1,
    sync: false,
    minLength: BUFFER_BYTES,
    periodicFlush: FLUSH_MS,
  });
  const flushSync = (): void => {
    try {
      destination.flushSync();
    } catch {
      // Not open yet or already closed: nothing is buffered that could still be written.
    }
  };
  process.once('exit', flushSync);
  return { stream: destination, flushSync };
}
