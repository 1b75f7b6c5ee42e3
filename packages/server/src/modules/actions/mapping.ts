import { type ActionStatus, isoToDayMonthYear, type ResponseAction } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type WorkflowResponseRow, workflowResponsesRepository } from '../responses/index.js';
import type { ResponseActionRow } from './repository.js';

type Reference = { id: string; name: string } | null;
/** What the answer of an action reads of its response. */
export type ActionResponse = Pick<WorkflowResponseRow, 'reviewer_role_id' | 'status' | 'deleted'>;

/**
 * AC-06: the holder may update the action only while neither it nor its response (`undefined`: gone,
 * with its form) is closed or deleted.
 */
export function availableToHolder(
  row: Pick<ResponseActionRow, 'status' | 'deleted'>,
  response: Pick<WorkflowResponseRow, 'status' | 'deleted'> | undefined,
): boolean {
  return (
    !row.deleted &&
    row.status !== 'closed' &&
    response !== undefined &&
    !response.deleted &&
    response.status !== 'closed'
  );
}
const reference = (id: string | null, names: Map<string, string>): Reference =>
  id === null ? null : { id, name: names.get(id) ?? '' };

/**
 * AC-08: the actions as the API answers them, with the names of assignee and owner and the reviewer
 * role of their response (`responses`, by response id; a response left out counts as gone); dates as
 * day-month-year.
 */
export async function toActions(
  db: Kysely<Database>,
  rows: readonly ResponseActionRow[],
  responses: ReadonlyMap<string, ActionResponse>,
): Promise<ResponseAction[]> {
  const repository = workflowResponsesRepository(db);
  const users = await repository.userNames(
    rows
      .flatMap((row) => [row.assignee_user_id, row.owner_user_id])
      .filter((id): id is string => id !== null),
  );
  const reviewerRole = (row: ResponseActionRow) => responses.get(row.response_id)?.reviewer_role_id ?? null;
  const roles = await repository.roleNames(rows.map(reviewerRole).filter((id): id is string => id !== null));
  return rows.map((row) => ({
    id: row.id,
    formId: row.form_id,
    responseId: row.response_id,
    action: row.action,
    remarks: row.remarks,
    status: row.status as ActionStatus,
    assignee: reference(row.assignee_user_id, users),
    owner: reference(row.owner_user_id, users),
    reviewer: reference(reviewerRole(row), roles),
    startDate: isoToDayMonthYear(row.start_date),
    endDate: isoToDayMonthYear(row.end_date),
    created: Number(row.created_at),
    updated: Number(row.updated_at),
    available: availableToHolder(row, responses.get(row.response_id)),
  }));
}
