import type { Kysely, Updateable } from 'kysely';
import { NOT_DELETED } from './flags.js';
import type { Database } from './schema.js';

/** The tables edited with optimistic concurrency: a live row (`deleted` 0) and its `updated_at`. */
type VersionedTable =
  | 'app_user'
  | 'role'
  | 'process_model'
  | 'input_output'
  | 'workflow_responses'
  | 'response_actions';

/**
 * Writes `fields` and `updated_at = at` to the live row `id` only while it still has
 * `expectedUpdatedAt`; false when it changed or went meanwhile (the caller answers 409 conflict).
 */
export async function updateUnchanged<T extends VersionedTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
  expectedUpdatedAt: number,
  fields: Updateable<Database[T]>,
  at: number,
): Promise<boolean> {
  // One query for every such table: kysely cannot follow a generic table name through the builder, so it
  // is typed with one of them (the columns used here are the same in each).
  const result = await db
    .updateTable(table as 'role')
    .set({ ...(fields as Updateable<Database['role']>), updated_at: at })
    .where('id', '=', id)
    .where('updated_at', '=', expectedUpdatedAt)
    .where('deleted', '=', NOT_DELETED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
