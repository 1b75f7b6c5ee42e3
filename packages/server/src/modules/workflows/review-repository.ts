import {
  NOT_SELECTED_FORM_ID,
  RESPONSE_PAGE_SIZE,
  type ResponseFilterStatus,
  STATUSES_OF_FILTER,
  type WorkflowFormListItem,
} from '@stroomlijn/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';
import type { WorkflowResponseRow } from './responses-repository.js';

/** Whose list: the responses of the caller's reviewer roles, or of their reader or reviewer roles. */
export type ResponseListKind = 'review' | 'read';

export interface ResponseListFilter {
  kind: ResponseListKind;
  roleIds: readonly string[];
  /** A form's id, or NOT_SELECTED_FORM_ID for every form (AC-23). */
  formId: string;
  status: ResponseFilterStatus;
}

type ResponsesBuilder = ExpressionBuilder<Database, 'workflow_responses'>;

function byRoles(kind: ResponseListKind, roleIds: readonly string[]) {
  return (eb: ResponsesBuilder) =>
    kind === 'review'
      ? eb('reviewer_role_id', 'in', roleIds)
      : eb.or([eb('reader_role_id', 'in', roleIds), eb('reviewer_role_id', 'in', roleIds)]);
}

/** The review and read lists (AC-13, AC-19) and the forms the caller can filter them on (WF-31). */
export function reviewRepository(db: Kysely<Database>) {
  function matching(filter: ResponseListFilter) {
    let query = db
      .selectFrom('workflow_responses')
      .where(byRoles(filter.kind, filter.roleIds))
      .where('deleted', '=', NOT_DELETED)
      .where('status', 'in', [...STATUSES_OF_FILTER[filter.status]])
      .where('form_id', 'in', (eb) =>
        eb.selectFrom('workflow_forms').select('id').where('deleted', '=', NOT_DELETED),
      );
    if (filter.formId !== NOT_SELECTED_FORM_ID) query = query.where('form_id', '=', filter.formId);
    return query;
  }

  return {
    async count(filter: ResponseListFilter): Promise<number> {
      if (filter.roleIds.length === 0) return 0;
      const row = await matching(filter)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One page (from 1), newest submission first; the page's ids first, then only those rows. */
    async page(filter: ResponseListFilter, page: number): Promise<WorkflowResponseRow[]> {
      if (filter.roleIds.length === 0) return [];
      const ids = matching(filter)
        .select('id')
        .orderBy('submission_date', 'desc')
        .orderBy('internal_id', 'desc')
        .orderBy('id')
        .limit(RESPONSE_PAGE_SIZE)
        .offset((page - 1) * RESPONSE_PAGE_SIZE);
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
      return db
        .selectFrom('workflow_forms as f')
        .select(['f.id', 'f.name', 'f.form_id as formId'])
        .where('f.deleted', '=', NOT_DELETED)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('workflow_responses')
              .select('id')
              .whereRef('form_id', '=', 'f.id')
              .where('deleted', '=', NOT_DELETED)
              .where(byRoles(kind, roleIds)),
          ),
        )
        .orderBy(sql`lower(f.name)`)
        .orderBy('f.id')
        .execute();
    },

    /** WF-31: the live forms with live actions assigned to the user, by name. */
    formsWithActionsOf(userId: string): Promise<WorkflowFormListItem[]> {
      return db
        .selectFrom('workflow_forms as f')
        .select(['f.id', 'f.name', 'f.form_id as formId'])
        .where('f.deleted', '=', NOT_DELETED)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('response_actions as a')
              .innerJoin('workflow_responses as r', 'r.id', 'a.response_id')
              .select('a.id')
              .whereRef('a.form_id', '=', 'f.id')
              .where('a.assignee_user_id', '=', userId)
              .where('a.deleted', '=', NOT_DELETED)
              .where('r.deleted', '=', NOT_DELETED),
          ),
        )
        .orderBy(sql`lower(f.name)`)
        .orderBy('f.id')
        .execute();
    },
  };
}
