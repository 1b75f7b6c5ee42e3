import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One entry of a zip being written: its name, its bytes as they come, and whether to compress them. */
export interface ZipSource {
  name: string;
  chunks: AsyncIterable<Uint8Array>;
  /**
   * Deflate the bytes (text; at level 1: JSON shrinks nearly as much as at 6 for a third of the time);
   * false stores them as they are (files that are mostly compressed already).
   */
  compress: boolean;
  modified: number;
}

/**
 * A zip written as its entries' bytes arrive, one entry after the other: the bytes of the zip come out as
 * they are made, so that a person's many files never sit in memory together. fflate's streaming writer
 * (synchronous deflate) calls back during each push; what it gave is handed on before the next chunk
 * is read, so the reader's pace (the client's download) sets the pace of the whole.
 */
export async function* zipStream(
  sources: AsyncIterable<ZipSource> | Iterable<ZipSource>,
): AsyncGenerator<Uint8Array> {
  const made: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else made.push(chunk);
  });
  function* takeMade(): Generator<Uint8Array> {
    if (failure) throw failure;
    yield* made.splice(0, made.length);
  }
  for await (const source of sources) {
    const entry = source.compress
      ? new ZipDeflate(source.name, { level: 1 })
      : new ZipPassThrough(source.name);
    entry.mtime = source.modified;
    zip.add(entry);
    for await (const chunk of source.chunks) {
      entry.push(chunk);
      yield* takeMade();
    }
    entry.push(new Uint8Array(0), true);
    yield* takeMade();
  }
  zip.end();
  yield* takeMade();
}
