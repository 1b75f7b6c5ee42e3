import {
  NOT_SELECTED_FORM_ID,
  pageCount,
  type ResponseFilterStatus,
  type ResponsesToReview,
  TASK_ITEMS_SHOWN,
  type WorkflowFormListItem,
  type WorkflowResponsePage,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthSession } from '../../lib/sessions.js';
import { toResponses } from './mapping.js';
import { workflowResponsesRepository } from './repository.js';
import { type ResponseListKind, reviewRepository } from './review-repository.js';

/** One page of a review or read list: the form ('not selected': all), the status filter, the page (from 1). */
export interface ResponseListPage {
  formId: string;
  status: ResponseFilterStatus;
  page: number;
}

const roleIdsOf = (caller: AuthSession) => caller.info.roles.map((role) => role.id);

/**
 * The reviewer's and the reader's lists (spec part 2 §2 Actions area): the responses of the caller's
 * roles, and the forms each list can filter on.
 */
export function reviewListsService(db: Kysely<Database>) {
  const lists = reviewRepository(db);
  const responses = workflowResponsesRepository(db);

  return {
    /** AC-13, AC-19: one page of the caller's review (`review`) or read (`read`) list, newest first. */
    async page(
      kind: ResponseListKind,
      caller: AuthSession,
      { formId, status, page }: ResponseListPage,
    ): Promise<WorkflowResponsePage> {
      const filter = { kind, roleIds: roleIdsOf(caller), formId, status };
      const counting = lists.count(filter);
      const [total, rows] = await Promise.all([counting, lists.page(filter, page, counting)]);
      return { responses: await toResponses(responses, rows), totalPages: pageCount(total) };
    },

    /** The home page's responses to review: the open ones of the caller's review list, newest first. */
    async toReview(caller: AuthSession): Promise<ResponsesToReview> {
      const filter = {
        kind: 'review' as const,
        roleIds: roleIdsOf(caller),
        formId: NOT_SELECTED_FORM_ID,
        status: 'open' as const,
      };
      const counting = lists.count(filter);
      const [count, rows] = await Promise.all([counting, lists.page(filter, 1, counting)]);
      return { count, items: await toResponses(responses, rows.slice(0, TASK_ITEMS_SHOWN)) };
    },

    /** WF-31: the forms with responses of the caller's list, by name. */
    formsWithResponses(kind: ResponseListKind, caller: AuthSession): Promise<WorkflowFormListItem[]> {
      return lists.formsWithResponses(kind, roleIdsOf(caller));
    },

    /** WF-31: the forms with actions assigned to the caller, by name. */
    formsWithActionsOf(caller: AuthSession): Promise<WorkflowFormListItem[]> {
      return lists.formsWithActionsOf(caller.info.user.id);
    },

    /**
     * Does the caller review a live response whose action holder role is `actionHolderRoleId`? Such a
     * reviewer chooses an action's assignee among that role's holders.
     */
    reviewsResponsesWithActionHolder(caller: AuthSession, actionHolderRoleId: string): Promise<boolean> {
      return lists.reviewsResponsesWithActionHolder(roleIdsOf(caller), actionHolderRoleId);
    },
  };
}

export type ReviewListsService = ReturnType<typeof reviewListsService>;
