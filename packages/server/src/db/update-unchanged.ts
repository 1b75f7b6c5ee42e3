import type { Kysely, Updateable } from 'kysely';
import { NOT_DELETED } from './flags.js';
import type { Database } from './schema.js';

/** The tables edited with optimistic concurrency (by `updated_at`) whose rows are deleted softly. */
const SOFT_DELETED_TABLES = [
  'app_user',
  'role',
  'process_model',
  'input_output',
  'workflow_responses',
  'response_actions',
] as const;
type VersionedTable =
  | (typeof SOFT_DELETED_TABLES)[number]
  | 'business_model'
  | 'dashboard_links'
  | 'feedback';
const softDeleted = new Set<VersionedTable>(SOFT_DELETED_TABLES);

/**
 * Writes `fields` and `updated_at = at` to the (live) row `id` only while it still has
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
  let update = db
    .updateTable(table as 'role')
    .set({ ...(fields as Updateable<Database['role']>), updated_at: at })
    .where('id', '=', id)
    .where('updated_at', '=', expectedUpdatedAt);
  if (softDeleted.has(table)) update = update.where('deleted', '=', NOT_DELETED);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The `updated_at` a write stamps: now, and always later than each version given (the row's own, and
 * where it matters its last publish), so two writes in one millisecond still leave different versions
 * and a copy based on the first is refused.
 */
export function versionAfter(...versions: (number | string | bigint | null | undefined)[]): number {
  return Math.max(Date.now(), ...versions.map((version) => Number(version ?? 0) + 1));
}
