import fs from 'node:fs';
import type { DestinationStream } from 'pino';

export interface LogDestination {
  stream: DestinationStream;
  /** Writes what is still buffered, synchronously: on exit and before a crash ends the process. */
  flushSync(): void;
}

/** Lines are written once this much is buffered, or after FLUSH_MS, whichever comes first. */
const BLOCK_BYTES = 8 * 1024;
const FLUSH_MS = 200;
/** A full output (a pipe nobody reads fast enough) is tried again after this long. */
const RETRY_MS = 20;

/**
 * Standard output written asynchronously and in blocks: a log line never blocks a request on the
 * write, and under load one write carries many lines instead of one each. A quiet server's lines wait
 * at most FLUSH_MS. What is buffered is written on exit (also after process.exit) and by `flushSync`
 * before a crash ends the process.
 */
export function standardOutputLogs(fd = 1): LogDestination {
  const output = new BlockOutput(fd);
  setInterval(() => output.writeBlock(), FLUSH_MS).unref();
  const flushSync = (): void => output.flushSync();
  process.once('exit', flushSync);
  return { stream: output, flushSync };
}

/**
 * Each line is encoded straight into the current block; full blocks wait in order while one write is
 * under way. Pino's own destination (sonic-boom) kept its lines as one growing string and measured all
 * of it again for every line it took, a few microseconds per line at hundreds of lines per write.
 */
class BlockOutput implements DestinationStream {
  #block = Buffer.allocUnsafe(2 * BLOCK_BYTES);
  #used = 0;
  /** Blocks waiting for their write, oldest first. */
  readonly #waiting: Buffer[] = [];
  /** The block being written; its first `#written` bytes are out. */
  #writing: Buffer | null = null;
  #written = 0;
  /** The block being written met a full output and waits to be tried again. */
  #retrying = false;

  constructor(private readonly fd: number) {}

  write(line: string): void {
    // A UTF-8 character takes at most three bytes per UTF-16 unit.
    if (this.#used + line.length * 3 > this.#block.length) {
      this.#takeBlock();
      if (line.length * 3 > this.#block.length) this.#block = Buffer.allocUnsafe(line.length * 3);
    }
    this.#used += this.#block.write(line, this.#used);
    if (this.#used >= BLOCK_BYTES) this.writeBlock();
  }

  /** Starts writing what is buffered, unless a write is under way (its end writes the rest). */
  writeBlock(): void {
    this.#takeBlock();
    if (this.#writing || this.#waiting.length === 0) return;
    // Blocks that waited go out together, in one write.
    const waiting = this.#waiting.splice(0);
    this.#writing = waiting.length === 1 ? (waiting[0] as Buffer) : Buffer.concat(waiting);
    this.#written = 0;
    this.#continue();
  }

  flushSync(): void {
    this.#takeBlock();
    // A write under way is left to finish (it is in the operating system's hands already); one that
    // waits to be tried again is written here, before the lines that came after it.
    const blocks = this.#waiting.splice(0);
    if (this.#writing && this.#retrying) {
      blocks.unshift(this.#writing.subarray(this.#written));
      this.#writing = null;
    }
    for (const block of blocks) {
      let offset = 0;
      while (offset < block.length) {
        try {
          offset += fs.writeSync(this.fd, block, offset);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, RETRY_MS);
        }
      }
    }
  }

  #takeBlock(): void {
    if (this.#used === 0) return;
    this.#waiting.push(this.#block.subarray(0, this.#used));
    this.#block = Buffer.allocUnsafe(2 * BLOCK_BYTES);
    this.#used = 0;
  }

  #continue(): void {
    const block = this.#writing;
    if (!block) return;
    fs.write(this.fd, block, this.#written, block.length - this.#written, null, (error, bytes) => {
      if (error?.code === 'EAGAIN') {
        this.#retrying = true;
        setTimeout(() => {
          this.#retrying = false;
          this.#continue();
        }, RETRY_MS).unref();
        return;
      }
      // Another error (standard output closed) loses this block; the next ones are still tried.
      this.#written += error ? block.length : bytes;
      if (this.#written < block.length) return this.#continue();
      this.#writing = null;
      this.writeBlock();
    });
  }
}
