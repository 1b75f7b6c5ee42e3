import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Where the bytes of uploaded files live. An upload is first received into a file of `incomingDir`
 * (checked while it streams in); `store` then keeps it together with its row, both or neither.
 */
export interface FileStorage {
  /** A directory for uploads being received; the storage removes what it takes from there. */
  readonly incomingDir: string;
  /**
   * Keeps the received file `incoming` as the content of file `id`, in one step with `insertRow`
   * (which writes the file's row in the transaction it is given): on any failure neither stays.
   * `recorded`, when given, runs last in that transaction, once the content is kept (the audit entry:
   * on PostgreSQL it holds the chain's lock until the commit, so not while the bytes are written).
   * The incoming file is gone afterwards, whatever happened.
   */
  store(
    id: string,
    incoming: string,
    insertRow: (trx: Kysely<Database>) => Promise<void>,
    recorded?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<void>;
  /** The content of a stored file, streamed. */
  read(id: string): Promise<Readable>;
  /** Removes the content of files whose rows were deleted (after the deleting transaction committed). */
  discard(ids: readonly string[]): Promise<void>;
  /** Removes incoming files a stopped server left behind (called at start). */
  clearIncoming(): Promise<void>;
}
