import type { ProcessModel } from '@stroomlijn/domain';
import type { ModelRow, RevisionRow } from './repository.js';

/**
 * A model as a deletion records it: its fields without the graph (the soft-deleted model keeps its
 * steps and groups in the database; the entry names what went).
 */
export function modelWithoutGraph(model: ProcessModel): Record<string, unknown> {
  const { steps: _steps, groups: _groups, ...rest } = model;
  return rest;
}

/** What a model's publishing stood at before a publish: its last revision. */
export function publishedBefore(row: ModelRow): Record<string, unknown> {
  return {
    revision: Number(row.revision),
    publishedAt: row.published_at === null ? null : Number(row.published_at),
  };
}

/** What a publish recorded: the new revision, its change note, publisher, approval and the feedback it closed. */
export function publishedAfter(
  revision: RevisionRow,
  feedbackDone: readonly string[],
): Record<string, unknown> {
  return {
    revision: Number(revision.revision),
    publishedAt: Number(revision.published_at),
    publishedBy: { name: revision.published_by_name },
    changeNote: revision.change_note,
    approvalRole:
      revision.approval_role_id === null
        ? null
        : { id: revision.approval_role_id, name: revision.approval_role_name },
    approvedBy: revision.approved_by_name === null ? null : { name: revision.approved_by_name },
    feedbackDone: [...feedbackDone],
  };
}
