import { type ExpressionBuilder, type Kysely, sql, type UpdateObject } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import { locksRows } from '../../db/row-locks.js';
import type { Database } from '../../db/schema.js';

/** A claimed task with what its email says and whom it goes to (null address: the user is deleted). */
export interface MailRow {
  processModelId: string;
  revision: number;
  userId: string;
  email: string | null;
  language: string | null;
  modelName: string | null;
  publishedBy: string;
  changeNote: string | null;
}

type Key = { process_model_id: string; revision: number; user_id: string };
type Ack = ExpressionBuilder<Database, 'acknowledgement'>;

const open = (eb: Ack) => eb.and([eb('confirmed_at', 'is', null), eb('replaced_by_revision', 'is', null)]);

/**
 * `(model, revision, user) in (values …)`: the rows with these keys, one index lookup each. A VALUES list
 * (not a list of row values, which SQLite does not take on the right of IN), its revision cast for
 * PostgreSQL, which reads untyped parameters as text. `table`: the name or alias the columns are of.
 */
function withKeys(keys: readonly Key[], table: string) {
  const rows = keys.map(
    (key) => sql`(${key.process_model_id}, cast(${key.revision} as integer), ${key.user_id})`,
  );
  const columns = ['process_model_id', 'revision', 'user_id'].map((column) => sql.ref(`${table}.${column}`));
  return sql<boolean>`(${sql.join(columns)}) in (values ${sql.join(rows)})`;
}

/**
 * The outbox side of the tasks: claiming notices and reminders in batches (an UPDATE that checks the
 * row is still unclaimed, so that of several instances only one gets a row; PostgreSQL's SKIP LOCKED
 * lets them take different rows instead of waiting on each other), and marking the outcome.
 */
export function acknowledgementOutbox(db: Kysely<Database>) {
  async function claim(
    where: (eb: Ack) => ReturnType<Ack['and']>,
    set: UpdateObject<Database, 'acknowledgement'>,
    limit: number,
  ): Promise<Key[]> {
    let pick = db
      .selectFrom('acknowledgement')
      .select(['process_model_id', 'revision', 'user_id'])
      .where(where)
      .orderBy('created_at')
      .limit(limit);
    if (locksRows(db)) pick = pick.forUpdate().skipLocked();
    return db
      .updateTable('acknowledgement')
      .set(set)
      .where(where)
      .where((eb) =>
        eb(
          eb.refTuple('process_model_id', 'revision', 'user_id'),
          'in',
          pick.$asTuple('process_model_id', 'revision', 'user_id'),
        ),
      )
      .returning(['process_model_id', 'revision', 'user_id'])
      .execute();
  }

  return {
    /**
     * Claims up to `limit` open tasks whose notice is not delivered, not claimed (or whose claim is
     * older than `leaseMs`: its instance stopped) and not given up after `maxAttempts`.
     */
    claimNotices(
      now: number,
      { limit, leaseMs, maxAttempts }: { limit: number; leaseMs: number; maxAttempts: number },
    ) {
      return claim(
        (eb) =>
          eb.and([
            eb('notified_at', 'is', null),
            open(eb),
            eb('notice_attempts', '<', maxAttempts),
            eb.or([eb('notice_claimed_at', 'is', null), eb('notice_claimed_at', '<', now - leaseMs)]),
          ]),
        { notice_claimed_at: now, notice_attempts: (eb) => eb('notice_attempts', '+', 1) },
        limit,
      );
    },

    /** Claims up to `limit` open tasks made at or before `madeBy` that had no reminder: each once. */
    claimReminders(now: number, madeBy: number, limit: number) {
      return claim(
        (eb) => eb.and([eb('reminded_at', 'is', null), open(eb), eb('created_at', '<=', madeBy)]),
        { reminded_at: now },
        limit,
      );
    },

    /** What the emails of the claimed tasks say, and to whom. */
    async mails(keys: readonly Key[]): Promise<MailRow[]> {
      if (keys.length === 0) return [];
      return db
        .selectFrom('acknowledgement as ack')
        .innerJoin('process_model_revision as rev', (join) =>
          join
            .onRef('rev.process_model_id', '=', 'ack.process_model_id')
            .onRef('rev.revision', '=', 'ack.revision'),
        )
        .leftJoin('process_model as pm', (join) =>
          join.onRef('pm.id', '=', 'ack.process_model_id').on('pm.deleted', '=', NOT_DELETED),
        )
        .leftJoin('app_user', (join) =>
          join.onRef('app_user.id', '=', 'ack.user_id').on('app_user.deleted', '=', NOT_DELETED),
        )
        .select([
          'ack.process_model_id as processModelId',
          'ack.revision as revision',
          'ack.user_id as userId',
          'app_user.email as email',
          'app_user.language as language',
          sql<string | null>`case when pm.id is null then null else rev.name end`.as('modelName'),
          'rev.published_by_name as publishedBy',
          'rev.change_note as changeNote',
        ])
        .where(withKeys(keys, 'ack'))
        .execute();
    },

    /** Marks the notices delivered (or needless) at `at`. */
    async notified(keys: readonly Key[], at: number): Promise<void> {
      if (keys.length === 0) return;
      await db
        .updateTable('acknowledgement')
        .set({ notified_at: at })
        .where(withKeys(keys, 'acknowledgement'))
        .execute();
    },

    /** Gives the claims of notices not delivered back, to be tried again by a later run. */
    async released(keys: readonly Key[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .updateTable('acknowledgement')
        .set({ notice_claimed_at: null })
        .where(withKeys(keys, 'acknowledgement'))
        .execute();
    },
  };
}

export type AcknowledgementOutbox = ReturnType<typeof acknowledgementOutbox>;
export type { Key as TaskRowKey };
