import { FEEDBACK_OPEN_STATUSES } from '@stroomlijn/domain';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import { locksRows } from '../../db/row-locks.js';
import type { Database, FeedbackTable } from '../../db/schema.js';
import { updateUnchanged } from '../../db/update-unchanged.js';
import type { MailRecipient } from '../../integrations/mail/index.js';
import { effectiveHoldersOf } from '../users/index.js';

export type FeedbackRow = Selectable<FeedbackTable>;

/** A live, published model as its latest revision shows it: who handles its feedback, and its name. */
export interface PublishedModelRow {
  id: string;
  revision: number;
  name: string;
  owner_role_id: string | null;
  manager_role_id: string | null;
}

/** Feedback with what its answer shows: the author's name, the file's name, the model's latest revision. */
export type FeedbackItemRow = FeedbackRow & {
  author_first_name: string;
  author_preposition: string;
  author_last_name: string;
  author_email: string;
  file_name: string | null;
  model_name: string;
  owner_role_id: string | null;
  manager_role_id: string | null;
};

export function feedbackRepository(db: Kysely<Database>) {
  /** Feedback on live models that have a published revision, joined with what an item shows. */
  function items() {
    return db
      .selectFrom('feedback as f')
      .innerJoin('app_user as u', 'u.id', 'f.author_id')
      .innerJoin('process_model as pm', 'pm.id', 'f.process_model_id')
      .innerJoin('process_model_revision as r', (join) =>
        join.onRef('r.process_model_id', '=', 'pm.id').onRef('r.revision', '=', 'pm.revision'),
      )
      .leftJoin('uploaded_file as uf', 'uf.id', 'f.file_id')
      .where('pm.deleted', '=', NOT_DELETED)
      .selectAll('f')
      .select([
        'u.first_name as author_first_name',
        'u.preposition as author_preposition',
        'u.last_name as author_last_name',
        'u.email as author_email',
        'uf.name as file_name',
        'r.name as model_name',
        'r.owner_role_id as owner_role_id',
        'r.manager_role_id as manager_role_id',
      ])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc');
  }

  return {
    /** The live model's latest revision; undefined when it is deleted or was never published. */
    publishedModel(id: string): Promise<PublishedModelRow | undefined> {
      return db
        .selectFrom('process_model as pm')
        .innerJoin('process_model_revision as r', (join) =>
          join.onRef('r.process_model_id', '=', 'pm.id').onRef('r.revision', '=', 'pm.revision'),
        )
        .select(['pm.id', 'r.revision', 'r.name', 'r.owner_role_id', 'r.manager_role_id'])
        .where('pm.id', '=', id)
        .where('pm.deleted', '=', NOT_DELETED)
        .executeTakeFirst();
    },

    /** The steps (id and name) of a revision, from its kept JSON. */
    async revisionSteps(id: string, revision: number): Promise<Array<{ id: string; name: string }>> {
      const row = await db
        .selectFrom('process_model_revision')
        .select('content')
        .where('process_model_id', '=', id)
        .where('revision', '=', revision)
        .executeTakeFirst();
      if (!row) return [];
      const content = JSON.parse(row.content) as { steps: Array<{ id: string; name: string }> };
      return content.steps.map((step) => ({ id: step.id, name: step.name }));
    },

    /** Does the revision of the live model exist? */
    async liveRevisionExists(id: string, revision: number): Promise<boolean> {
      const row = await db
        .selectFrom('process_model_revision as r')
        .innerJoin('process_model as pm', 'pm.id', 'r.process_model_id')
        .select('r.revision')
        .where('r.process_model_id', '=', id)
        .where('r.revision', '=', revision)
        .where('pm.deleted', '=', NOT_DELETED)
        .executeTakeFirst();
      return row !== undefined;
    },

    uploadedFile(id: string) {
      return db
        .selectFrom('uploaded_file')
        .select(['id', 'name', 'uploaded_by'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insert(row: Insertable<FeedbackTable>): Promise<void> {
      await db.insertInto('feedback').values(row).execute();
    },

    /** One feedback item on a live, published model. */
    item(id: string): Promise<FeedbackItemRow | undefined> {
      return items().where('f.id', '=', id).executeTakeFirst();
    },

    /** The model's feedback, newest first; with `authorId` only that author's. */
    ofModel(processModelId: string, authorId?: string): Promise<FeedbackItemRow[]> {
      let query = items().where('f.process_model_id', '=', processModelId);
      if (authorId !== undefined) query = query.where('f.author_id', '=', authorId);
      return query.execute();
    },

    /** The author's feedback on live models, newest first. */
    ofAuthor(authorId: string): Promise<FeedbackItemRow[]> {
      return items().where('f.author_id', '=', authorId).execute();
    },

    /** Open and accepted feedback on the live models whose latest revision gives one of the roles the owner's or manager's part. */
    toHandle(roleIds: readonly string[]): Promise<FeedbackItemRow[]> {
      if (roleIds.length === 0) return Promise.resolve([]);
      return items()
        .where('f.status', 'in', FEEDBACK_OPEN_STATUSES)
        .where((eb) => eb.or([eb('r.owner_role_id', 'in', roleIds), eb('r.manager_role_id', 'in', roleIds)]))
        .execute();
    },

    /** The feedback the revision marked done, in the order it was given. */
    doneIn(processModelId: string, revision: number): Promise<FeedbackItemRow[]> {
      return items()
        .where('f.process_model_id', '=', processModelId)
        .where('f.done_in_revision', '=', revision)
        .execute();
    },

    /** Writes the answer while the feedback still has `expectedUpdatedAt`; false when it changed meanwhile. */
    updateStatus(
      id: string,
      expectedUpdatedAt: number,
      fields: Pick<FeedbackRow, 'status' | 'reason' | 'done_in_revision'>,
      at: number,
    ): Promise<boolean> {
      return updateUnchanged(db, 'feedback', id, expectedUpdatedAt, fields, at);
    },

    /** Of `ids`, those that are open or accepted feedback on the model. */
    async openOf(processModelId: string, ids: readonly string[]): Promise<string[]> {
      const rows = await db
        .selectFrom('feedback')
        .select('id')
        .where('process_model_id', '=', processModelId)
        .where('id', 'in', ids)
        .where('status', 'in', FEEDBACK_OPEN_STATUSES)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Marks open or accepted feedback of the model done by the revision; the number marked. */
    async markDone(processModelId: string, ids: readonly string[], revision: number, at: number) {
      const result = await db
        .updateTable('feedback')
        .set({
          status: 'done',
          reason: null,
          done_in_revision: revision,
          // Later than each row's own version, so that an answer based on the version before is refused.
          updated_at: sql<number>`case when updated_at >= ${at} then updated_at + 1 else ${at} end`,
        })
        .where('process_model_id', '=', processModelId)
        .where('id', 'in', ids)
        .where('status', 'in', FEEDBACK_OPEN_STATUSES)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Waits until the transaction that wrote the rows has ended: on PostgreSQL by asking for a share
     * lock, which the writing transaction's row locks hold back until it commits or rolls back; on SQLite
     * any query does, since the one connection serves one transaction at a time.
     */
    async awaitWriters(ids: readonly string[]): Promise<void> {
      const query = db.selectFrom('feedback').select('id').where('id', 'in', ids);
      await (locksRows(db) ? query.forShare() : query).execute();
    },

    /** The live users holding one of the roles (directly or through roles inside them), each once. */
    async holderRecipients(
      roleIds: readonly (string | null)[],
    ): Promise<Array<MailRecipient & { id: string }>> {
      const byId = new Map<string, MailRecipient & { id: string }>();
      for (const roleId of new Set(roleIds)) {
        if (roleId === null) continue;
        const holders = await effectiveHoldersOf(db, roleId)
          .select(['app_user.id as id', 'app_user.email as email', 'app_user.language as language'])
          .execute();
        for (const holder of holders) byId.set(holder.id, holder);
      }
      return [...byId.values()];
    },

    /** The user's address and language, unless the account is deleted. */
    liveRecipient(userId: string): Promise<MailRecipient | undefined> {
      return db
        .selectFrom('app_user')
        .select(['email', 'language'])
        .where('id', '=', userId)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
    },
  };
}

export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
