import { IMPLICIT_ROLE_IDS, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import { locksRows } from '../../db/row-locks.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { AuthSession } from '../../lib/sessions.js';
import { holdsSystemRole } from '../../plugins/auth.js';

/**
 * Whom a change affects: one user (its account or its roles), or everyone who holds a role, directly or
 * through a role inside it (a role put into or taken out of a container, a role deleted).
 */
export type AffectedUsers = { userId: string } | { holdersOf: string };

/**
 * The live users holding the role (or one of the roles: a non-empty list) effectively: holding it or a
 * role inside it (transitively) directly, or every live user when one of those is an implicit role
 * (Everyone, ROLE_USER). One recursive query down the containment; select the columns you need.
 */
export function effectiveHoldersOf(db: Kysely<Database>, roleId: string | readonly string[]) {
  return db
    .withRecursive('inside(role_id)', (qb) =>
      qb
        .selectFrom('role')
        .select('role.id as role_id')
        .where('role.id', 'in', typeof roleId === 'string' ? [roleId] : roleId)
        .union((eb) =>
          eb
            .selectFrom('role_role')
            .innerJoin('inside', 'inside.role_id', 'role_role.role_id')
            .select('role_role.child_role_id as role_id'),
        ),
    )
    .selectFrom('app_user')
    .where('app_user.deleted', '=', NOT_DELETED)
    .where((eb) =>
      eb.or([
        eb(
          'app_user.id',
          'in',
          eb
            .selectFrom('user_role')
            .innerJoin('inside', 'inside.role_id', 'user_role.role_id')
            .select('user_role.user_id'),
        ),
        eb.exists(
          eb.selectFrom('inside').select('inside.role_id').where('inside.role_id', 'in', IMPLICIT_ROLE_IDS),
        ),
      ]),
    );
}

/**
 * Locks the affected users' rows on PostgreSQL (in id order, so two such transactions cannot deadlock):
 * a concurrent change that makes one of them an administrator locks that row too, so it either commits
 * before the check reads (and is seen) or waits until this transaction ends.
 */
async function lockAffected(db: Kysely<Database>, affected: AffectedUsers): Promise<void> {
  if (!locksRows(db)) return;
  const users = db.selectFrom('app_user').select('id').orderBy('id').forUpdate();
  await ('userId' in affected
    ? users.where('id', '=', affected.userId)
    : users.where('id', 'in', effectiveHoldersOf(db, affected.holdersOf).select('app_user.id'))
  ).execute();
}

/** Does an administrator (a live user holding ROLE_ADMIN effectively) belong to the affected users? */
async function includesAdministrator(db: Kysely<Database>, affected: AffectedUsers): Promise<boolean> {
  // An administrator holds ROLE_ADMIN effectively (the relation effectiveRolesOfUser walks up from
  // the user, walked down from ROLE_ADMIN here).
  const administrators = effectiveHoldersOf(db, SYSTEM_ROLE_IDS.ROLE_ADMIN).select('app_user.id');
  const query =
    'userId' in affected
      ? administrators.where('app_user.id', '=', affected.userId)
      : administrators.where(
          'app_user.id',
          'in',
          effectiveHoldersOf(db, affected.holdersOf).select('app_user.id'),
        );
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Administrator protection (docs/decisions.md): a caller without ROLE_ADMIN may not change the account
 * or any role of a user who holds ROLE_ADMIN, so that a user manager cannot take an administrator's
 * account over nor change what it may do (403 not-allowed). Run it inside the transaction that writes.
 */
export async function assertMayChangeAdministrators(
  db: Kysely<Database>,
  caller: AuthSession,
  affected: AffectedUsers,
): Promise<void> {
  if (holdsSystemRole(caller, 'ROLE_ADMIN')) return;
  await lockAffected(db, affected);
  if (await includesAdministrator(db, affected)) {
    throw new AppError('not-allowed', { message: 'Only an administrator may change an administrator' });
  }
}
