import { displayName, type Feedback, type FeedbackDoneItem, type FeedbackStatus } from '@stroomlijn/domain';
import type { FeedbackItemRow } from './repository.js';

function authorName(row: FeedbackItemRow): string {
  const name = displayName({
    firstName: row.author_first_name,
    preposition: row.author_preposition,
    lastName: row.author_last_name,
  });
  return name || row.author_email;
}

export function toFeedback(row: FeedbackItemRow): Feedback {
  return {
    id: row.id,
    processModelId: row.process_model_id,
    processModelName: row.model_name,
    revision: Number(row.revision),
    step: row.step_id === null ? null : { id: row.step_id, name: row.step_name ?? '' },
    text: row.text,
    file: row.file_id === null ? null : { id: row.file_id, name: row.file_name ?? '' },
    author: { id: row.author_id, name: authorName(row) },
    createdAt: Number(row.created_at),
    status: row.status as FeedbackStatus,
    reason: row.reason,
    doneInRevision: row.done_in_revision === null ? null : Number(row.done_in_revision),
    updatedAt: Number(row.updated_at),
  };
}

export function toFeedbackDoneItem(row: FeedbackItemRow): FeedbackDoneItem {
  return {
    id: row.id,
    stepName: row.step_id === null ? null : (row.step_name ?? ''),
    text: row.text,
    authorName: authorName(row),
  };
}
