import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { effectiveHoldersOf } from '../users/index.js';

/**
 * The email addresses of the live users who hold the role: directly, through roles of type roles (at
 * any depth), or all of them for an implicit role (Everyone, ROLE_USER).
 */
export async function roleHolderEmails(db: Kysely<Database>, roleId: string): Promise<string[]> {
  const rows = await effectiveHoldersOf(db, roleId)
    .select('app_user.email as email')
    .distinct()
    .orderBy('app_user.email')
    .execute();
  return rows.map((row) => row.email);
}
