import {
  NOT_SELECTED_FORM_ID,
  RESPONSE_PAGE_SIZE,
  type ResponseFilterStatus,
  STATUSES_OF_FILTER,
  type WorkflowFormListItem,
} from '@stroomlijn/domain';
import { type Expression, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';
import { liveResponsesOfLiveForms, type WorkflowResponseRow } from './repository.js';

/** Whose list: the responses of the caller's reviewer roles, or of their reader or reviewer roles. */
export type ResponseListKind = 'review' | 'read';

export interface ResponseListFilter {
  kind: ResponseListKind;
  roleIds: readonly string[];
  /** A form's id, or NOT_SELECTED_FORM_ID for every form (AC-23). */
  formId: string;
  status: ResponseFilterStatus;
}

/** The queries below as seen from a live form `f`. */
type FormScope = Database & { f: Database['workflow_forms'] };

type RoleColumn = 'reviewer_role_id' | 'reader_role_id';

/** The columns whose roles give a list its responses: review by reviewer role, read by either. */
const ROLE_COLUMNS: Record<ResponseListKind, readonly RoleColumn[]> = {
  review: ['reviewer_role_id'],
  read: ['reader_role_id', 'reviewer_role_id'],
};

/** The review and read lists (AC-13, AC-19) and the forms the caller can filter them on (WF-31). */
export function reviewRepository(db: Kysely<Database>) {
  /** The caller's live responses of live forms in the filter's status and form, of any role. */
  function liveResponses(filter: ResponseListFilter) {
    let query = db
      .selectFrom('workflow_responses')
      .where('deleted', '=', NOT_DELETED)
      .where('status', 'in', [...STATUSES_OF_FILTER[filter.status]])
      .where('form_id', 'in', (eb) =>
        eb.selectFrom('workflow_forms').select('id').where('deleted', '=', NOT_DELETED),
      );
    if (filter.formId !== NOT_SELECTED_FORM_ID) query = query.where('form_id', '=', filter.formId);
    return query;
  }

  /**
   * The matching responses' ids. The read list walks the responses in date order
   * on `workflow_responses_read`, which carries both role columns (a union of one scan per role column
   * would be sorted whole on every page).
   */
  function matching(filter: ResponseListFilter) {
    const query = liveResponses(filter).select('id');
    if (filter.kind === 'review') return query.where('reviewer_role_id', 'in', filter.roleIds);
    return query.where((eb) =>
      eb.or([eb('reader_role_id', 'in', filter.roleIds), eb('reviewer_role_id', 'in', filter.roleIds)]),
    );
  }

  /** The live forms (`f`) for which `rows` finds a row, by name. */
  function liveFormsHaving(
    rows: (eb: ExpressionBuilder<FormScope, 'f'>) => Expression<unknown>,
  ): Promise<WorkflowFormListItem[]> {
    return db
      .selectFrom('workflow_forms as f')
      .select(['f.id', 'f.name', 'f.form_id as formId'])
      .where('f.deleted', '=', NOT_DELETED)
      .where((eb) => eb.exists(rows(eb)))
      .orderBy(sql`lower(f.name)`)
      .orderBy('f.id')
      .execute();
  }

  async function countOf(query: ReturnType<typeof liveResponses>): Promise<number> {
    const row = await query
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    /**
     * How many responses the list holds. The read list counts those of the caller's reviewer roles plus
     * those of their reader roles under another reviewer role: two scans of the caller's index entries
     * (`workflow_responses_review`, `workflow_responses_reader`), no duplicates, no walk of every response.
     */
    async count(filter: ResponseListFilter): Promise<number> {
      if (filter.roleIds.length === 0) return 0;
      const reviewed = countOf(liveResponses(filter).where('reviewer_role_id', 'in', filter.roleIds));
      if (filter.kind === 'review') return reviewed;
      const readOnly = countOf(
        liveResponses(filter)
          .where('reader_role_id', 'in', filter.roleIds)
          .where((eb) =>
            eb.or([eb('reviewer_role_id', 'is', null), eb('reviewer_role_id', 'not in', filter.roleIds)]),
          ),
      );
      return (await reviewed) + (await readOnly);
    },

    /**
     * One page (from 1) of a list of `counted` responses, newest submission first; the page's ids first,
     * then only those rows. A page in the older half is walked from the oldest end: the rows skipped are
     * what a page costs, so the deepest pages cost no more than the middle one. The first page needs no
     * total, so it does not wait for a count that is still running (PostgreSQL runs both at once).
     */
    async page(
      filter: ResponseListFilter,
      page: number,
      counted: number | Promise<number>,
    ): Promise<WorkflowResponseRow[]> {
      const first = (page - 1) * RESPONSE_PAGE_SIZE;
      if (filter.roleIds.length === 0) return [];
      const total = first === 0 ? Number.POSITIVE_INFINITY : await counted;
      if (first >= total) return [];
      const end = Math.min(total, first + RESPONSE_PAGE_SIZE);
      const fromOldest = first * 2 >= total;
      const ids = fromOldest
        ? matching(filter)
            .orderBy('submission_date', 'asc')
            .orderBy('internal_id', 'asc')
            .orderBy('id', 'desc')
            .limit(end - first)
            .offset(total - end)
        : matching(filter)
            .orderBy('submission_date', 'desc')
            .orderBy('internal_id', 'desc')
            .orderBy('id')
            .limit(RESPONSE_PAGE_SIZE)
            .offset(first);
      return db
        .selectFrom('workflow_responses')
        .selectAll()
        .where('id', 'in', ids)
        .orderBy('submission_date', 'desc')
        .orderBy('internal_id', 'desc')
        .orderBy('id')
        .execute();
    },

    /** WF-31: the live forms with live responses of the caller's roles, by name. */
    formsWithResponses(kind: ResponseListKind, roleIds: readonly string[]): Promise<WorkflowFormListItem[]> {
      if (roleIds.length === 0) return Promise.resolve([]);
      return liveFormsHaving((eb) =>
        eb
          .selectFrom('workflow_responses')
          .select('id')
          .whereRef('form_id', '=', 'f.id')
          .where('deleted', '=', NOT_DELETED)
          .where((inner) => inner.or(ROLE_COLUMNS[kind].map((column) => inner(column, 'in', roleIds)))),
      );
    },

    /**
     * Does one of `roleIds` review a live response of a live form whose action holder role is
     * `actionHolderRoleId`? Such a reviewer chooses the action's assignee among that role's holders.
     */
    async reviewsResponsesWithActionHolder(
      roleIds: readonly string[],
      actionHolderRoleId: string,
    ): Promise<boolean> {
      if (roleIds.length === 0) return false;
      const row = await liveResponsesOfLiveForms(db)
        .select('r.id')
        .where('r.action_holder_role_id', '=', actionHolderRoleId)
        .where('r.reviewer_role_id', 'in', roleIds)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** WF-31: the live forms with live actions assigned to the user, by name. */
    formsWithActionsOf(userId: string): Promise<WorkflowFormListItem[]> {
      return liveFormsHaving((eb) =>
        eb
          .selectFrom('response_actions as a')
          .innerJoin('workflow_responses as r', 'r.id', 'a.response_id')
          .select('a.id')
          .whereRef('a.form_id', '=', 'f.id')
          .where('a.assignee_user_id', '=', userId)
          .where('a.deleted', '=', NOT_DELETED)
          .where('r.deleted', '=', NOT_DELETED),
      );
    },
  };
}
