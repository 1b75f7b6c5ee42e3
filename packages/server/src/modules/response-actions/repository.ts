import { ACTION_PAGE_SIZE, NOT_SELECTED_FORM_ID } from '@stroomlijn/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database, ResponseActionTable } from '../../db/schema.js';

export type ResponseActionRow = Selectable<ResponseActionTable>;

export function responseActionsRepository(db: Kysely<Database>) {
  /** The user's live actions on live responses of live forms, of one form or ('not selected') all. */
  function assignedTo(userId: string, formId: string) {
    let query = db
      .selectFrom('response_actions as a')
      .where('a.assignee_user_id', '=', userId)
      .where('a.deleted', '=', NOT_DELETED)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('workflow_responses as r')
            .innerJoin('workflow_forms as f', 'f.id', 'r.form_id')
            .select('r.id')
            .whereRef('r.id', '=', 'a.response_id')
            .where('r.deleted', '=', NOT_DELETED)
            .where('f.deleted', '=', NOT_DELETED),
        ),
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
  };
}
