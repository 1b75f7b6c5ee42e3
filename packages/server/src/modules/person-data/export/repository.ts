import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Every row that names a person by user id (found by reading all migrations): `app_user` itself,
 * `user_role`, `session`, `sign_in_device`, `workflow_responses.sender_user_id` and `.commenter_id`,
 * `response_actions.assignee_user_id` and `.owner_user_id`, `feedback.author_id`, `acknowledgement.user_id`,
 * `uploaded_file.uploaded_by`, `approval_request.submitted_by` and `.decided_by`, `audit_entry.actor_id`,
 * `audit_subject.user_id` and `search_entry.holder_user_id` (a copy of an action's assignee for search,
 * exported as the action). By name only: `process_model(_revision).published_by_name`,
 * `process_model_revision.approved_by_name`, `approval_request.*_by_name`, `audit_entry.actor_name`.
 * `login_failure` holds an email key and an address, no user id: not a person's record once signed in.
 */
export function personDataRepository(db: Kysely<Database>) {
  return {
    account(userId: string) {
      return db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirst();
    },

    async sessions(userId: string) {
      const row = await db
        .selectFrom('session')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('last_seen_at').as('last')])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0), lastSeenAt: row?.last == null ? null : Number(row.last) };
    },

    signInDevices(userId: string) {
      return db
        .selectFrom('sign_in_device')
        .select('signed_in_at')
        .where('user_id', '=', userId)
        .orderBy('signed_in_at')
        .execute();
    },

    directRoleIds(userId: string) {
      return db.selectFrom('user_role').select('role_id').where('user_id', '=', userId).execute();
    },

    rolesByIds(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('role').select(['id', 'name']).where('id', 'in', ids).execute();
    },

    responsesSentBy(userId: string) {
      return db
        .selectFrom('workflow_responses as r')
        .innerJoin('workflow_forms as f', 'f.id', 'r.form_id')
        .select([
          'r.id',
          'r.form_id',
          'f.name as form_name',
          'r.internal_id',
          'r.submission_id',
          'r.subject',
          'r.submission_date',
          'r.status',
          'r.remarks',
          'r.answers',
          'r.deleted',
        ])
        .where('r.sender_user_id', '=', userId)
        .orderBy('r.submission_date')
        .orderBy('r.id')
        .execute();
    },

    commentsBy(userId: string) {
      return db
        .selectFrom('workflow_responses as r')
        .innerJoin('workflow_forms as f', 'f.id', 'r.form_id')
        .select(['r.id', 'r.form_id', 'f.name as form_name', 'r.subject', 'r.comment', 'r.updated_at'])
        .where('r.commenter_id', '=', userId)
        .orderBy('r.updated_at')
        .orderBy('r.id')
        .execute();
    },

    actionsOf(userId: string) {
      return db
        .selectFrom('response_actions as a')
        .innerJoin('workflow_forms as f', 'f.id', 'a.form_id')
        .select([
          'a.id',
          'a.response_id',
          'a.form_id',
          'f.name as form_name',
          'a.action',
          'a.remarks',
          'a.status',
          'a.start_date',
          'a.end_date',
          'a.assignee_user_id',
          'a.owner_user_id',
          'a.deleted',
          'a.created_at',
          'a.updated_at',
        ])
        .where((eb) => eb.or([eb('a.assignee_user_id', '=', userId), eb('a.owner_user_id', '=', userId)]))
        .orderBy('a.created_at')
        .orderBy('a.id')
        .execute();
    },

    feedbackBy(userId: string) {
      return db
        .selectFrom('feedback as fb')
        .innerJoin('process_model as pm', 'pm.id', 'fb.process_model_id')
        .select([
          'fb.id',
          'fb.process_model_id',
          'pm.name as model_name',
          'fb.revision',
          'fb.step_name',
          'fb.text',
          'fb.file_id',
          'fb.status',
          'fb.reason',
          'fb.created_at',
          'fb.updated_at',
        ])
        .where('fb.author_id', '=', userId)
        .orderBy('fb.created_at')
        .orderBy('fb.id')
        .execute();
    },

    acknowledgementsOf(userId: string) {
      return db
        .selectFrom('acknowledgement as a')
        .innerJoin('process_model_revision as r', (join) =>
          join.onRef('r.process_model_id', '=', 'a.process_model_id').onRef('r.revision', '=', 'a.revision'),
        )
        .select([
          'a.process_model_id',
          'r.name as model_name',
          'a.revision',
          'a.created_at',
          'a.confirmed_at',
        ])
        .where('a.user_id', '=', userId)
        .orderBy('a.created_at')
        .orderBy('a.process_model_id')
        .orderBy('a.revision')
        .execute();
    },

    approvalsOf(userId: string) {
      return db
        .selectFrom('approval_request as ar')
        .innerJoin('process_model as pm', 'pm.id', 'ar.process_model_id')
        .select([
          'ar.id',
          'ar.process_model_id',
          'pm.name as model_name',
          'ar.state',
          'ar.submitted_by',
          'ar.decided_by',
          'ar.submitted_at',
          'ar.change_note',
          'ar.decided_at',
          'ar.reason',
        ])
        .where((eb) => eb.or([eb('ar.submitted_by', '=', userId), eb('ar.decided_by', '=', userId)]))
        .orderBy('ar.submitted_at')
        .orderBy('ar.id')
        .execute();
    },

    /** Revisions keep the publisher's and approver's names, not their ids: found by the person's name. */
    revisionsNaming(name: string) {
      return db
        .selectFrom('process_model_revision')
        .select([
          'process_model_id',
          'revision',
          'name',
          'published_at',
          'published_by_name',
          'approved_by_name',
        ])
        .where((eb) => eb.or([eb('published_by_name', '=', name), eb('approved_by_name', '=', name)]))
        .orderBy('published_at')
        .orderBy('process_model_id')
        .orderBy('revision')
        .execute();
    },

    filesUploadedBy(userId: string) {
      return db
        .selectFrom('uploaded_file')
        .select(['id', 'name', 'size', 'content_type', 'created_at'])
        .where('uploaded_by', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** How many audit entries are by or about the person (the audit trail's person filter, uncapped). */
    async auditCount(userId: string): Promise<number> {
      const seqs = db
        .selectFrom('audit_entry')
        .select('seq')
        .where('actor_id', '=', userId)
        .union(
          db
            .selectFrom('audit_entry')
            .select('seq')
            .where('entity', '=', 'user')
            .where('entity_id', '=', userId),
        )
        .union(db.selectFrom('audit_subject').select('seq').where('user_id', '=', userId));
      const row = await db
        .selectFrom(seqs.as('about'))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type PersonDataRepository = ReturnType<typeof personDataRepository>;
