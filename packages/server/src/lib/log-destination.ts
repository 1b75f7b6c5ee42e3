import pino, { type DestinationStream } from 'pino';

export interface LogDestination {
  stream: DestinationStream;
  /** Writes what is still buffered, synchronously: on exit and before a crash ends the process. */
  flushSync(): void;
}

/**
 * Standard output written asynchronously: a log line never blocks a request on the write, and lines
 * logged while a write is under way go out together in the next one. What is buffered is written on
 * exit (also after process.exit) and by `flushSync` before a crash ends the process.
 */
export function standardOutputLogs(): LogDestination {
  const destination = pino.destination({ dest: 1, sync: false });
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
