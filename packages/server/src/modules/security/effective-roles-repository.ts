import { IMPLICIT_ROLE_IDS, type RoleReference } from '@stroomlijn/domain';
import { type Kysely, sql } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';

/**
 * The roles a user holds effectively: the roles it holds directly and the implicit ones
 * (Everyone, ROLE_USER), plus every role of type roles that contains one of those, transitively. One
 * recursive query; UNION (not UNION ALL) drops rows already found, so it ends even if the data held a loop.
 */
export function effectiveRolesOfUser(db: Kysely<Database>, userId: string): Promise<RoleReference[]> {
  return db
    .withRecursive('held(role_id)', (qb) =>
      qb
        .selectFrom('role')
        .select('role.id as role_id')
        .where((eb) =>
          eb.or([
            eb('role.id', 'in', IMPLICIT_ROLE_IDS),
            eb(
              'role.id',
              'in',
              eb.selectFrom('user_role').select('user_role.role_id').where('user_role.user_id', '=', userId),
            ),
          ]),
        )
        .union((eb) =>
          eb
            .selectFrom('role_role')
            .innerJoin('held', 'held.role_id', 'role_role.child_role_id')
            .select('role_role.role_id'),
        ),
    )
    .selectFrom('role')
    .innerJoin('held', 'held.role_id', 'role.id')
    .select(['role.id as id', 'role.name as name'])
    .where('role.deleted', '=', NOT_DELETED)
    .orderBy(sql`lower(role.name)`)
    .orderBy('role.id')
    .execute();
}
