import { ACTION_PAGE_SIZE, NOT_SELECTED_FORM_ID, OPEN_ACTION_STATUSES } from '@stroomlijn/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database, ResponseActionTable } from '../../db/schema.js';
import type { MailRecipient } from '../../integrations/mail/index.js';
import { liveResponsesOfLiveForms } from '../responses/index.js';

export type ResponseActionRow = Selectable<ResponseActionTable>;

/** A due action with what its reminder needs. */
export type DueActionRow = ResponseActionRow & {
  subject: string;
  reviewer_role_id: string | null;
  response_status: string;
  assignee_email: string;
  /** The language the assignee chose (null: none). */
  assignee_language: string | null;
};

export function responseActionsRepository(db: Kysely<Database>) {
  /** The user's live actions on live responses of live forms, of one form or ('not selected') all. */
  function assignedTo(userId: string, formId: string) {
    let query = db
      .selectFrom('response_actions as a')
      .where('a.assignee_user_id', '=', userId)
      .where('a.deleted', '=', NOT_DELETED)
      .where((eb) =>
        eb.exists(liveResponsesOfLiveForms(db).select('r.id').where('r.id', '=', eb.ref('a.response_id'))),
      );
    if (formId !== NOT_SELECTED_FORM_ID) query = query.where('a.form_id', '=', formId);
    return query;
  }

  return {
    /** The live actions of a response, by end date. */
    ofResponse(responseId: string): Promise<ResponseActionRow[]> {
      return db
        .selectFrom('response_actions')
        .selectAll()
        .where('response_id', '=', responseId)
        .where('deleted', '=', NOT_DELETED)
        .orderBy('end_date')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** The live action `id` of the response. */
    find(responseId: string, id: string): Promise<ResponseActionRow | undefined> {
      return db
        .selectFrom('response_actions')
        .selectAll()
        .where('id', '=', id)
        .where('response_id', '=', responseId)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
    },

    /** The action `id`, live or deleted, of any response (for the holder's update). */
    findAny(id: string): Promise<ResponseActionRow | undefined> {
      return db.selectFrom('response_actions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async idTaken(id: string): Promise<boolean> {
      return (await this.findAny(id)) !== undefined;
    },

    async countAssigned(userId: string, formId: string): Promise<number> {
      const row = await assignedTo(userId, formId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** How many of the user's actions are open or waiting, and how many of those ended before `today`. */
    async countOpenAssigned(userId: string, today: string): Promise<{ count: number; overdue: number }> {
      const row = await assignedTo(userId, NOT_SELECTED_FORM_ID)
        .where('a.status', 'in', [...OPEN_ACTION_STATUSES])
        .select((eb) => [
          eb.fn.countAll<number | string>().as('n'),
          eb.fn
            .sum<number | string | null>(eb.case().when('a.end_date', '<', today).then(1).else(0).end())
            .as('overdue'),
        ])
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), overdue: Number(row.overdue ?? 0) };
    },

    /** The first `limit` of the user's open and waiting actions, the earliest end date first. */
    firstOpenAssigned(userId: string, limit: number): Promise<ResponseActionRow[]> {
      return assignedTo(userId, NOT_SELECTED_FORM_ID)
        .where('a.status', 'in', [...OPEN_ACTION_STATUSES])
        .selectAll('a')
        .orderBy('a.end_date')
        .orderBy('a.created_at')
        .orderBy('a.id')
        .limit(limit)
        .execute();
    },

    /** AC-03: one page (from 1) of the user's actions, the earliest end date first. */
    pageAssigned(userId: string, formId: string, page: number): Promise<ResponseActionRow[]> {
      return assignedTo(userId, formId)
        .selectAll('a')
        .orderBy('a.end_date')
        .orderBy('a.created_at')
        .orderBy('a.id')
        .limit(ACTION_PAGE_SIZE)
        .offset((page - 1) * ACTION_PAGE_SIZE)
        .execute();
    },

    async insert(row: Insertable<ResponseActionTable>): Promise<void> {
      await db.insertInto('response_actions').values(row).execute();
    },

    /** The email address and chosen language of a live user; undefined for a deleted or unknown one. */
    liveUserRecipient(userId: string): Promise<MailRecipient | undefined> {
      return db
        .selectFrom('app_user')
        .select(['email', 'language'])
        .where('id', '=', userId)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
    },

    /**
     * The actions due on `day` ('yyyy-MM-dd') whose assignee was not reminded of it yet: live and not
     * closed, of a live response that is not closed, of a live form, assigned to a live user; with the
     * response's subject, reviewer role and status and the assignee's email and language.
     */
    dueOn(day: string): Promise<DueActionRow[]> {
      return db
        .selectFrom('response_actions as a')
        .innerJoin('workflow_responses as r', 'r.id', 'a.response_id')
        .innerJoin('workflow_forms as f', 'f.id', 'a.form_id')
        .innerJoin('app_user as u', 'u.id', 'a.assignee_user_id')
        .selectAll('a')
        .select([
          'r.subject as subject',
          'r.reviewer_role_id as reviewer_role_id',
          'r.status as response_status',
          'u.email as assignee_email',
          'u.language as assignee_language',
        ])
        .where('a.end_date', '=', day)
        .where('a.deleted', '=', NOT_DELETED)
        .where('a.status', '<>', 'closed')
        .where((eb) => eb.or([eb('a.due_reminded_on', 'is', null), eb('a.due_reminded_on', '<>', day)]))
        .where('r.deleted', '=', NOT_DELETED)
        .where('r.status', '<>', 'closed')
        .where('f.deleted', '=', NOT_DELETED)
        .where('u.deleted', '=', NOT_DELETED)
        .orderBy('a.id')
        .execute();
    },

    /**
     * Claims the due reminder of `day` for the action: sets `due_reminded_on` in the one statement that
     * checks it was not set to that day yet (and that the action is still due, live and not closed).
     * True for exactly one caller across all instances on the database; only that caller sends.
     */
    async claimDueReminder(id: string, day: string): Promise<boolean> {
      const result = await db
        .updateTable('response_actions')
        .set({ due_reminded_on: day })
        .where('id', '=', id)
        .where('end_date', '=', day)
        .where('deleted', '=', NOT_DELETED)
        .where('status', '<>', 'closed')
        .where((eb) => eb.or([eb('due_reminded_on', 'is', null), eb('due_reminded_on', '<>', day)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
