import { RESPONSE_PAGE_SIZE } from '@stroomlijn/domain';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database, WorkflowResponseTable } from '../../db/schema.js';

export type WorkflowResponseRow = Selectable<WorkflowResponseTable>;

/**
 * The live (not deleted) responses `r` of live forms `f`, for subqueries that ask whether the response of
 * an action is still there: `exists(liveResponsesOfLiveForms(db).select('r.id').where('r.id', '=', …))`.
 */
export function liveResponsesOfLiveForms(db: Kysely<Database>) {
  return db
    .selectFrom('workflow_responses as r')
    .innerJoin('workflow_forms as f', 'f.id', 'r.form_id')
    .where('r.deleted', '=', NOT_DELETED)
    .where('f.deleted', '=', NOT_DELETED);
}

export function workflowResponsesRepository(db: Kysely<Database>) {
  return {
    /**
     * The query of one page (from 1) of the form's live responses, newest submission first. The page's ids
     * come from the list index alone, and only those rows are read whole: sorting whole rows (answers
     * included) to skip thousands of them made PostgreSQL spill deep pages to disk.
     */
    pageQuery(formId: string, page: number) {
      const ids = db
        .selectFrom('workflow_responses')
        .select('id')
        .where('form_id', '=', formId)
        .where('deleted', '=', NOT_DELETED)
        .orderBy('submission_date', 'desc')
        .orderBy('internal_id', 'desc')
        .limit(RESPONSE_PAGE_SIZE)
        .offset((page - 1) * RESPONSE_PAGE_SIZE);
      return db
        .selectFrom('workflow_responses')
        .selectAll()
        .where('id', 'in', ids)
        .orderBy('submission_date', 'desc')
        .orderBy('internal_id', 'desc');
    },

    page(formId: string, page: number): Promise<WorkflowResponseRow[]> {
      return this.pageQuery(formId, page).execute();
    },

    /** The live response `id` of the form `formId`. */
    find(formId: string, id: string): Promise<WorkflowResponseRow | undefined> {
      return db
        .selectFrom('workflow_responses')
        .selectAll()
        .where('id', '=', id)
        .where('form_id', '=', formId)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
    },

    /** The responses among `ids`, live or deleted. */
    byIds(ids: readonly string[]): Promise<WorkflowResponseRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('workflow_responses')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },

    /** The response `id`, live or deleted. */
    findAny(id: string): Promise<WorkflowResponseRow | undefined> {
      return db.selectFrom('workflow_responses').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The response of the submission, deleted or not (a submission becomes one response, once). */
    findBySubmission(formId: string, submissionId: string): Promise<WorkflowResponseRow | undefined> {
      return db
        .selectFrom('workflow_responses')
        .selectAll()
        .where('form_id', '=', formId)
        .where('submission_id', '=', submissionId)
        .executeTakeFirst();
    },

    /** The next running number of the form. */
    async nextInternalId(formId: string): Promise<number> {
      const row = await db
        .selectFrom('workflow_responses')
        .select((eb) => eb.fn.max('internal_id').as('last'))
        .where('form_id', '=', formId)
        .executeTakeFirst();
      return Number(row?.last ?? 0) + 1;
    },

    async insert(row: Insertable<WorkflowResponseTable>): Promise<void> {
      await db.insertInto('workflow_responses').values(row).execute();
    },

    async update(id: string, fields: Updateable<WorkflowResponseTable>): Promise<void> {
      await db
        .updateTable('workflow_responses')
        .set({ ...fields, updated_at: Date.now() })
        .where('id', '=', id)
        .execute();
    },

    /** Per response among `ids`: its live actions, and how many of them are closed. */
    async actionCounts(ids: readonly string[]): Promise<Map<string, { total: number; handled: number }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('response_actions')
        .select((eb) => [
          'response_id',
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.count<number | string>(eb.case().when('status', '=', 'closed').then(1).end()).as('handled'),
        ])
        .where('response_id', 'in', [...new Set(ids)])
        .where('deleted', '=', NOT_DELETED)
        .groupBy('response_id')
        .execute();
      return new Map(
        rows.map((row) => [row.response_id, { total: Number(row.total), handled: Number(row.handled) }]),
      );
    },

    /** Names of the users among `ids` ("first preposition last"). */
    async userNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('app_user')
        .select(['id', 'first_name', 'preposition', 'last_name'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(
        rows.map((row) => [
          row.id,
          [row.first_name, row.preposition, row.last_name].filter((part) => part.trim() !== '').join(' '),
        ]),
      );
    },

    /** Names of the roles among `ids`. */
    async roleNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('role')
        .select(['id', 'name'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type WorkflowResponsesRepository = ReturnType<typeof workflowResponsesRepository>;
