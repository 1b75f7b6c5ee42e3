import type { RoleReference } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';
import { userDetailColumns } from '../../db/user-columns.js';
import { effectiveRolesOfUser } from './effective-roles-repository.js';

export interface SignInUser {
  id: string;
  email: string;
  firstName: string;
  preposition: string;
  lastName: string;
  personnelNumber: string;
  passwordHash: string | null;
}

export interface SessionRow {
  sessionId: string;
  lastSeenAt: number;
  idToken: string | null;
  user: Omit<SignInUser, 'passwordHash'>;
}

export function securityRepository(db: Kysely<Database>) {
  // Read on every authenticated request: compiled once.
  const generationQuery = db.selectFrom('auth_generation').select('value').where('id', '=', 1).compile();
  return {
    findActiveUserByEmail(emailKey: string): Promise<SignInUser | undefined> {
      return db
        .selectFrom('app_user')
        .select([...userDetailColumns, 'app_user.password_hash as passwordHash'])
        .where('email_key', '=', emailKey)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
    },

    /** The user's effective roles: every permission check and `POST /api/security/info` read these. */
    rolesOfUser(userId: string): Promise<RoleReference[]> {
      return effectiveRolesOfUser(db, userId);
    },

    /** The counter the database bumps on every write that can change a session's rights (migration 0013). */
    async authGeneration(): Promise<string> {
      const { rows } = await db.executeQuery(generationQuery);
      return String(rows[0]?.value ?? '');
    },

    async insertSession(row: Database['session']): Promise<void> {
      await db.insertInto('session').values(row).execute();
    },

    async findSession(id: string): Promise<SessionRow | undefined> {
      const row = await db
        .selectFrom('session')
        .innerJoin('app_user', 'app_user.id', 'session.user_id')
        .select([
          ...userDetailColumns,
          'session.id as sessionId',
          'session.last_seen_at as lastSeenAt',
          'session.id_token as idToken',
        ])
        .where('session.id', '=', id)
        .where('app_user.deleted', '=', NOT_DELETED)
        .executeTakeFirst();
      if (!row) return undefined;
      const { sessionId, lastSeenAt, idToken, ...user } = row;
      return { sessionId, lastSeenAt: Number(lastSeenAt), idToken, user };
    },

    async touchSession(id: string, at: number): Promise<void> {
      await db.updateTable('session').set({ last_seen_at: at }).where('id', '=', id).execute();
    },

    async deleteSession(id: string): Promise<void> {
      await db.deleteFrom('session').where('id', '=', id).execute();
    },

    /** Ends every session of the user except `keep` (the caller's own, when it changes its own password). */
    async deleteSessionsOfUser(userId: string, keep: string | null): Promise<void> {
      let query = db.deleteFrom('session').where('user_id', '=', userId);
      if (keep !== null) query = query.where('id', '!=', keep);
      await query.execute();
    },

    async deleteSessionsIdleSince(before: number): Promise<void> {
      await db.deleteFrom('session').where('last_seen_at', '<', before).execute();
    },

    async countRecentFailures(emailKey: string, address: string, since: number) {
      const row = await db
        .selectFrom('login_failure')
        .select((eb) => [
          eb.fn.sum<number>(eb.case().when('email_key', '=', emailKey).then(1).else(0).end()).as('byEmail'),
          eb.fn
            .sum<number>(eb.case().when('client_address', '=', address).then(1).else(0).end())
            .as('byAddress'),
        ])
        .where('failed_at', '>=', since)
        .where((eb) => eb.or([eb('email_key', '=', emailKey), eb('client_address', '=', address)]))
        .executeTakeFirst();
      return { byEmail: Number(row?.byEmail ?? 0), byAddress: Number(row?.byAddress ?? 0) };
    },

    async deleteFailure(id: string): Promise<void> {
      await db.deleteFrom('login_failure').where('id', '=', id).execute();
    },

    async recordFailure(row: Database['login_failure'], pruneBefore: number): Promise<void> {
      await db.insertInto('login_failure').values(row).execute();
      await db.deleteFrom('login_failure').where('failed_at', '<', pruneBefore).execute();
    },
  };
}

export type SecurityRepository = ReturnType<typeof securityRepository>;
