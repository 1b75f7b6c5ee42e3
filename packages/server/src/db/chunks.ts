/** SQLite and PostgreSQL both take this many parameters in one statement with room to spare. */
const CHUNK = 500;

/** `values` in parts small enough for one `where … in (…)` each. */
export function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}

/** The rows `read` yields for the distinct `ids`, read one chunk at a time. */
export async function readInChunks<T>(
  ids: Iterable<string>,
  read: (part: string[]) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  for (const part of chunks([...new Set(ids)])) rows.push(...(await read(part)));
  return rows;
}
