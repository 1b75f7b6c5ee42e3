import type { ResponseAnswer, ResponseErrorKey, ResponseStatus, WorkflowResponse } from '@stroomlijn/domain';
import type { WorkflowResponseRow, WorkflowResponsesRepository } from './repository.js';

type Reference = { id: string; name: string } | null;

function reference(id: string | null, names: Map<string, string>): Reference {
  return id === null ? null : { id, name: names.get(id) ?? '' };
}

/** The responses as the API answers them, with the names of their users and roles. */
export async function toResponses(
  repository: WorkflowResponsesRepository,
  rows: readonly WorkflowResponseRow[],
): Promise<WorkflowResponse[]> {
  const users = await repository.userNames(
    rows.flatMap((row) => [row.sender_user_id, row.commenter_id]).filter((id): id is string => id !== null),
  );
  const handled = await repository.actionCounts(rows.map((row) => row.id));
  const roles = await repository.roleNames(
    rows
      .flatMap((row) => [row.reviewer_role_id, row.reader_role_id, row.action_holder_role_id])
      .filter((id): id is string => id !== null),
  );
  return rows.map((row) => ({
    id: row.id,
    internalId: Number(row.internal_id),
    responseId: row.submission_id,
    subject: row.subject,
    submissionDate: Number(row.submission_date),
    processedDate: Number(row.processed_date),
    status: row.status as ResponseStatus,
    errorMessage: row.error_message as ResponseErrorKey | null,
    reviewer: reference(row.reviewer_role_id, roles),
    sender: reference(row.sender_user_id, users),
    actionHolder: reference(row.action_holder_role_id, roles),
    reader: reference(row.reader_role_id, roles),
    remarks: row.remarks,
    comment: row.comment,
    commenter: reference(row.commenter_id, users),
    answers: JSON.parse(row.answers) as ResponseAnswer[],
    actionHandledStatus: handled.get(row.id) ?? { total: 0, handled: 0 },
    formId: row.form_id,
    updatedAt: Number(row.updated_at),
  }));
}
