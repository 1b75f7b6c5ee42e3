import { type Kysely, sql } from 'kysely';
import { chunks } from '../../../db/chunks.js';
import type { Database } from '../../../db/schema.js';

export interface FileErasure {
  /** Files removed: their rows are gone in the transaction; `discard` removes their bytes after it. */
  removed: string[];
  /** Files kept because process documentation refers to them; they no longer name their uploader. */
  kept: number;
}

/**
 * The person's uploads: a file that an input/output definition or a published revision refers to is
 * part of the process documentation (a published revision is a record) and stays, without the link to
 * its uploader; any other (an attachment of their feedback, an upload never used) is removed, and
 * feedback that had it attached loses the attachment.
 */
export async function eraseFiles(trx: Kysely<Database>, userId: string): Promise<FileErasure> {
  const files = await trx
    .selectFrom('uploaded_file')
    .select('id')
    .where('uploaded_by', '=', userId)
    .execute();
  const removed: string[] = [];
  let kept = 0;
  for (const { id } of files) {
    const used = await sql<{ used: number }>`
      select 1 as used where exists (select 1 from input_output where type = 'upload' and data = ${id})
         or exists (select 1 from process_model_revision where definitions like ${`%${id}%`})`.execute(trx);
    if (used.rows.length > 0) kept += 1;
    else removed.push(id);
  }
  await trx
    .updateTable('uploaded_file')
    .set({ uploaded_by: null })
    .where('uploaded_by', '=', userId)
    .execute();
  for (const part of chunks(removed)) {
    await trx.updateTable('feedback').set({ file_id: null }).where('file_id', 'in', part).execute();
    await trx.deleteFrom('uploaded_file_chunk').where('file_id', 'in', part).execute();
    await trx.deleteFrom('uploaded_file').where('id', 'in', part).execute();
  }
  return { removed, kept };
}
