import type { Language, RoleReference } from '@stroomlijn/domain';
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
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
  language: string | null;
}

export interface SessionRow {
  sessionId: string;
  lastSeenAt: number;
  idToken: string | null;
  user: Omit<SignInUser, 'passwordHash' | 'language'>;
  /** The language the user chose, as stored (null: none). */
  language: string | null;
}

/** What a sign-in attempt is counted under: its account, its client address and its known browser. */
export interface FailureCounters {
  emailKey: string;
  address: string;
  /** The known browser's token hash, or null for a browser the account does not know. */
  device: string | null;
}
export type FailureCounterKind = 'account' | 'address' | 'device';

export function securityRepository(
  db: Kysely<Database>,
  readNow: DatabaseHandle['readNow'] = () => undefined,
) {
  // Read on every authenticated request: compiled once.
  const generationQuery = db.selectFrom('auth_generation').select('value').where('id', '=', 1).compile();
  const generationOf = (rows: readonly unknown[]) =>
    String((rows[0] as { value?: unknown } | undefined)?.value ?? '');
  return {
    /** Runs `work` in one transaction: a sign-in's writes and its audit entry. */
    inTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    findActiveUserByEmail(emailKey: string): Promise<SignInUser | undefined> {
      return (
        db
          .selectFrom('app_user')
          .select([
            ...userDetailColumns,
            'app_user.password_hash as passwordHash',
            'app_user.language as language',
          ])
          .where('email_key', '=', emailKey)
          .where('deleted', '=', NOT_DELETED)
          // An erased person's account signs in by no way at all (its address is a pseudonym's anyway).
          .where('erased_at', 'is', null)
          .executeTakeFirst()
      );
    },

    /** The user's effective roles: every permission check and `POST /api/security/info` read these. */
    rolesOfUser(userId: string): Promise<RoleReference[]> {
      return effectiveRolesOfUser(db, userId);
    },

    /** The counter the database bumps on every write that can change a session's rights (migration 0013). */
    async authGeneration(): Promise<string> {
      const { rows } = await db.executeQuery(generationQuery);
      return generationOf(rows);
    },

    /** The same counter read at once where the database allows it (SQLite, no transaction open), else undefined. */
    authGenerationNow(): string | undefined {
      const rows = readNow(generationQuery);
      return rows && generationOf(rows);
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
          'app_user.language as language',
        ])
        .where('session.id', '=', id)
        .where('app_user.deleted', '=', NOT_DELETED)
        .where('app_user.erased_at', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const { sessionId, lastSeenAt, idToken, language, ...user } = row;
      return { sessionId, lastSeenAt: Number(lastSeenAt), idToken, user, language };
    },

    /** The language the user chose, as stored (null: none). */
    async languageOf(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('app_user')
        .select('language')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.language ?? null;
    },

    /** The language the user chose; `updated_at` stays, so an administrator's edit of the user is no conflict. */
    async setLanguage(userId: string, language: Language): Promise<void> {
      await db
        .updateTable('app_user')
        .set({ language })
        .where('id', '=', userId)
        .where('deleted', '=', NOT_DELETED)
        .execute();
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

    /** Which of the browser's device tokens (their hashes) the user signed in with since `since`, if any. */
    async knownDevice(tokenHashes: string[], userId: string, since: number): Promise<string | undefined> {
      if (tokenHashes.length === 0) return undefined;
      const row = await db
        .selectFrom('sign_in_device')
        .select('token_hash')
        .where('token_hash', 'in', tokenHashes)
        .where('user_id', '=', userId)
        .where('signed_in_at', '>=', since)
        .executeTakeFirst();
      return row?.token_hash;
    },

    /** Records (or renews) that the user signed in with a password in this browser; forgets stale ones. */
    async rememberDevice(row: Database['sign_in_device'], forgetBefore: number): Promise<void> {
      await db
        .insertInto('sign_in_device')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['token_hash', 'user_id']).doUpdateSet({ signed_in_at: row.signed_in_at }),
        )
        .execute();
      await db.deleteFrom('sign_in_device').where('signed_in_at', '<', forgetBefore).execute();
    },

    /**
     * Failures since `since`: guesses at the account from browsers not known to it, failures from the
     * address (any email), and failures from the known browser `device` (0 without one).
     */
    async countRecentFailures(counter: FailureCounters, since: number) {
      const { emailKey, address, device } = counter;
      const row = await db
        .selectFrom('login_failure')
        .select((eb) => {
          const count = (condition: Expression<SqlBool>) =>
            eb.fn.sum<number>(eb.case().when(condition).then(1).else(0).end());
          return [
            count(eb.and([eb('email_key', '=', emailKey), eb('device', 'is', null)])).as('byAccount'),
            count(eb('client_address', '=', address)).as('byAddress'),
            count(eb('device', '=', device ?? '')).as('byDevice'),
          ];
        })
        .where('failed_at', '>=', since)
        .where((eb) =>
          eb.or([
            eb('email_key', '=', emailKey),
            eb('client_address', '=', address),
            ...(device === null ? [] : [eb('device', '=', device)]),
          ]),
        )
        .executeTakeFirst();
      return {
        byAccount: Number(row?.byAccount ?? 0),
        byAddress: Number(row?.byAddress ?? 0),
        byDevice: device === null ? 0 : Number(row?.byDevice ?? 0),
      };
    },

    /**
     * When the failure that has to leave the window before one more attempt is allowed was recorded:
     * the (`excess` + 1)-th oldest failure since `since` that the counter counts.
     */
    async failureTimeToLeave(
      counter: FailureCounters,
      kind: FailureCounterKind,
      excess: number,
      since: number,
    ): Promise<number | undefined> {
      let query = db.selectFrom('login_failure').select('failed_at').where('failed_at', '>=', since);
      if (kind === 'account')
        query = query.where('email_key', '=', counter.emailKey).where('device', 'is', null);
      if (kind === 'address') query = query.where('client_address', '=', counter.address);
      if (kind === 'device') query = query.where('device', '=', counter.device ?? '');
      const row = await query.orderBy('failed_at').limit(1).offset(Math.max(0, excess)).executeTakeFirst();
      return row === undefined ? undefined : Number(row.failed_at);
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
