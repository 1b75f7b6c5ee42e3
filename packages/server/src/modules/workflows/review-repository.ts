import {
  NOT_SELECTED_FORM_ID,
  RESPONSE_PAGE_SIZE,
  type ResponseFilterStatus,
  STATUSES_OF_FILTER,
  type WorkflowFormListItem,
} from '@stroomlijn/domain';
import { type Kysely, sql } from 'kysely';
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

type RoleColumn = 'reviewer_role_id' | 'reader_role_id';

/** The columns whose roles give a list its responses: review by reviewer role, read by either. */
const ROLE_COLUMNS: Record<ResponseListKind, readonly RoleColumn[]> = {
  review: ['reviewer_role_id'],
  read: ['reader_role_id', 'reviewer_role_id'],
};

/** The review and read lists (AC-13, AC-19) and the forms the caller can filter them on (WF-31). */
export function reviewRepository(db: Kysely<Database>) {
  /**
   * The matching responses' ids with their sort keys. The read list is a union of one index scan per
   * role column (an OR of the two columns would read the whole table).
   */
  function matching(filter: ResponseListFilter) {
    const byColumn = (column: RoleColumn) => {
      let query = db
        .selectFrom('workflow_responses')
        .select(['id', 'submission_date', 'internal_id'])
        .where(column, 'in', filter.roleIds)
        .where('deleted', '=', NOT_DELETED)
        .where('status', 'in', [...STATUSES_OF_FILTER[filter.status]])
        .where('form_id', 'in', (eb) =>
          eb.selectFrom('workflow_forms').select('id').where('deleted', '=', NOT_DELETED),
        );
      if (filter.formId !== NOT_SELECTED_FORM_ID) query = query.where('form_id', '=', filter.formId);
      return query;
    };
    if (filter.kind === 'review') return byColumn('reviewer_role_id');
    // The read list walks the responses in date order once, on an index that holds both role columns.
    let query = db
      .selectFrom('workflow_responses')
      .select(['id', 'submission_date', 'internal_id'])
      .where((eb) =>
        eb.or([eb('reader_role_id', 'in', filter.roleIds), eb('reviewer_role_id', 'in', filter.roleIds)]),
      )
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
      const row = await db
        .selectFrom(matching(filter).as('m'))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One page (from 1), newest submission first; the page's ids first, then only those rows. */
    async page(filter: ResponseListFilter, page: number): Promise<WorkflowResponseRow[]> {
      if (filter.roleIds.length === 0) return [];
      const ids = db
        .selectFrom(matching(filter).as('m'))
        .select('m.id')
        .orderBy('m.submission_date', 'desc')
        .orderBy('m.internal_id', 'desc')
        .orderBy('m.id')
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
              .where((inner) => inner.or(ROLE_COLUMNS[kind].map((column) => inner(column, 'in', roleIds)))),
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
