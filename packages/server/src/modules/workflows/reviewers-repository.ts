import { type Kysely, sql } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';

/**
 * The email addresses of the live users who hold the role: directly, or, for a role of type roles, by
 * holding a role inside it (at any depth; see domain effectiveRoleIds).
 */
export async function roleHolderEmails(db: Kysely<Database>, roleId: string): Promise<string[]> {
  const result = await sql<{ email: string }>`
    with recursive holders(role_id) as (
      select ${roleId}
      union
      select rr.child_role_id from role_role rr join holders h on rr.role_id = h.role_id
    )
    select distinct u.email as email
    from user_role ur
    join holders h on ur.role_id = h.role_id
    join app_user u on u.id = ur.user_id
    where u.deleted = ${NOT_DELETED}
    order by u.email`.execute(db);
  return result.rows.map((row) => row.email);
}
