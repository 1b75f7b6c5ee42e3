import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The compressed forms an answer is kept in besides its plain bytes. */
export type ContentEncoding = 'br' | 'gzip';

/** How hard to compress: once per answer, in libuv's thread pool, never on the event loop. */
export interface CompressionLevels {
  gzip: number;
  brotli: number;
}

/**
 * Answers that never change (a published revision): the best levels that still take milliseconds
 * (a 254 KiB model: gzip 9 about 5 ms, Brotli 9 about 8 ms; Brotli 11 would take 350 ms).
 */
export const IMMUTABLE_COMPRESSION: CompressionLevels = { gzip: 9, brotli: 9 };
/** Answers that change with every save (a working copy): quick levels, near the best size. */
export const CHANGING_COMPRESSION: CompressionLevels = { gzip: 6, brotli: 5 };

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** One answer (JSON, or a file's text) as bytes, with a strong validator and its compressed forms made once. */
export class CachedAnswer {
  /** A hash of the text: equal tags, equal answers (the ETag is made of it). */
  readonly tag: string;
  readonly body: Buffer;
  /** The file's name, for an answer sent as an attachment. */
  readonly fileName: string | undefined;
  readonly #levels: CompressionLevels;
  readonly #encoded = new Map<ContentEncoding, Promise<Buffer>>();
  #encodedBytes = 0;
  /** Told the size of each compressed form once it is made (the cache counts it). */
  onEncoded: ((bytes: number) => void) | null = null;

  constructor(json: string | Buffer, levels: CompressionLevels, fileName?: string) {
    this.body = typeof json === 'string' ? Buffer.from(json, 'utf8') : json;
    this.fileName = fileName;
    this.tag = createHash('sha256').update(this.body).digest('base64url').slice(0, 22);
    this.#levels = levels;
  }

  /** The plain bytes and the compressed forms made so far. */
  get bytes(): number {
    return this.body.length + this.#encodedBytes;
  }

  /** The answer compressed; the first call compresses, every later one (and any at the same time) reuses it. */
  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let made = this.#encoded.get(encoding);
    if (!made) {
      made = (
        encoding === 'br'
          ? brotli(this.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: this.#levels.brotli,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzip(this.body, { level: this.#levels.gzip })
      ).then(
        (buffer) => {
          this.#encodedBytes += buffer.length;
          this.onEncoded?.(buffer.length);
          return buffer;
        },
        (error: unknown) => {
          this.#encoded.delete(encoding);
          throw error;
        },
      );
      this.#encoded.set(encoding, made);
    }
    return made;
  }
}

export interface AnswerCacheOptions {
  /** The bytes all kept answers may take together (plain and compressed). */
  maxBytes: number;
  /** A larger answer is served but not kept, so that one huge answer does not empty the cache. */
  maxEntryBytes?: number;
}

/** What a build gives: the answer's JSON (or a file's bytes), and whether it may be kept under the key it was built for. */
export interface BuiltAnswer {
  json: string | Buffer;
  keep: boolean;
  /** For a file's text in place of JSON: the file's name. */
  fileName?: string;
}

/**
 * Answers by key, least recently used dropped first once their bytes exceed `maxBytes`. The key must name
 * the exact version of what the answer shows (read from the database on the request), so that a kept
 * answer is never stale: an answer whose version changed is simply never asked for again and ages out.
 */
export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #building = new Map<string, Promise<CachedAnswer>>();
  readonly #maxBytes: number;
  readonly #maxEntryBytes: number;
  #bytes = 0;

  constructor({ maxBytes, maxEntryBytes = Math.floor(maxBytes / 8) }: AnswerCacheOptions) {
    this.#maxBytes = maxBytes;
    this.#maxEntryBytes = maxEntryBytes;
  }

  /** The bytes of the kept answers. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The kept answer, now the most recently used; undefined when none is kept under the key. */
  get(key: string): CachedAnswer | undefined {
    const answer = this.#entries.get(key);
    if (answer) {
      this.#entries.delete(key);
      this.#entries.set(key, answer);
    }
    return answer;
  }

  /**
   * The answer kept under `key`, or the one `build` makes (kept when it says so and it fits). Requests
   * that miss the same key at the same time share one build. A build that throws keeps nothing.
   */
  async load(
    key: string,
    build: () => Promise<BuiltAnswer>,
    levels: CompressionLevels,
  ): Promise<CachedAnswer> {
    const kept = this.get(key);
    if (kept) return kept;
    let pending = this.#building.get(key);
    if (!pending) {
      pending = build()
        .then(({ json, keep, fileName }) => {
          const answer = new CachedAnswer(json, levels, fileName);
          if (keep) this.#keep(key, answer);
          return answer;
        })
        .finally(() => this.#building.delete(key));
      this.#building.set(key, pending);
    }
    return pending;
  }

  #keep(key: string, answer: CachedAnswer): void {
    if (answer.bytes > this.#maxEntryBytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#drop(key, previous);
    this.#entries.set(key, answer);
    this.#bytes += answer.bytes;
    answer.onEncoded = (bytes) => {
      if (this.#entries.get(key) !== answer) return;
      this.#bytes += bytes;
      this.#evict();
    };
    this.#evict();
  }

  #drop(key: string, answer: CachedAnswer): void {
    this.#entries.delete(key);
    answer.onEncoded = null;
    this.#bytes -= answer.bytes;
  }

  /** Drops the least recently used answers until the rest fit. */
  #evict(): void {
    for (const [key, answer] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) return;
      this.#drop(key, answer);
    }
  }
}
