import {
  type ApprovalRequest,
  type InformationGroup,
  isUnpublishedDraft,
  NO_ROLE,
  type ProcessModel,
  type ProcessModelListItem,
  type Revision,
  type RoleRef,
  type Step,
  UNKNOWN_ROLE_ID,
} from '@stroomlijn/domain';
import type { ApprovalRepository } from './approval/repository.js';
import type { ListRow } from './list-repository.js';
import type { ModelRow, ProcessModelsRepository, RevisionRow } from './repository.js';
import { reviewFieldsOf } from './review-fields.js';

/** What the `content` column holds: the graph of a working copy or a revision. */
export interface Content {
  steps: Step[];
  groups: InformationGroup[];
}

export function parseContent(json: string): Content {
  return JSON.parse(json) as Content;
}

/** The role ids a graph refers to (owner and manager come from their own columns). */
export function roleIdsOf(content: Content): string[] {
  const ids: string[] = [];
  for (const step of content.steps) {
    ids.push(step.actor.id);
    if (step.process) ids.push(step.process.actor.id);
  }
  return ids.filter((id) => id !== UNKNOWN_ROLE_ID);
}

/** A stored role id as read: the role's current name, or none when there is no role or it is deleted. */
export function roleRef(id: string | null, names: ReadonlyMap<string, string>): RoleRef {
  const name = id === null ? undefined : names.get(id);
  return id !== null && name !== undefined ? { id, name } : NO_ROLE;
}

/** The graph with every role named as in `names` (a role not in it, such as a deleted one, reads as none). */
export function withRoleNames(content: Content, names: ReadonlyMap<string, string>): Content {
  return {
    steps: content.steps.map((step) => {
      const read: Step = { ...step, actor: roleRef(step.actor.id, names) };
      if (step.process) read.process = { ...step.process, actor: roleRef(step.process.actor.id, names) };
      return read;
    }),
    groups: content.groups,
  };
}

/** The fields of a model answer around its graph, in the answer's order: before it and after it. */
export interface ModelFrame {
  head: Pick<ProcessModel, 'id' | 'info' | 'owner' | 'manager'>;
  tail: Omit<ProcessModel, 'id' | 'info' | 'owner' | 'manager' | 'steps' | 'groups'>;
}

/** The model answer: the frame around the graph. */
function framed(frame: ModelFrame, content: Content): ProcessModel {
  return { ...frame.head, steps: content.steps, groups: content.groups, ...frame.tail };
}

/**
 * What the working copy shows of its latest submission for approval: one awaiting a decision, or a
 * rejection that no later publish has overtaken (the modeler reads why); nothing otherwise.
 */
export function shownApproval(row: ModelRow, latest: ApprovalRequest | null): ApprovalRequest | null {
  if (latest?.state === 'awaiting') return latest;
  if (latest?.state !== 'rejected') return null;
  return row.published_at === null || (latest.decidedAt ?? 0) > Number(row.published_at) ? latest : null;
}

/**
 * The frame of the working copy as the editor reads it (status working-copy: it is the copy being
 * edited; awaiting-approval while a submission of it awaits a decision). `names` are the current names
 * of the live roles it refers to; `approval` its latest submission for approval.
 */
export function workingCopyFrame(
  row: ModelRow,
  names: ReadonlyMap<string, string>,
  approval: ApprovalRequest | null,
): ModelFrame {
  const shown = shownApproval(row, approval);
  const times = {
    revision: Number(row.revision),
    updatedAt: Number(row.updated_at),
    publishedAt: row.published_at === null ? null : Number(row.published_at),
  };
  return {
    head: {
      id: row.id,
      info: { name: row.name, description: row.description },
      // The roles as they are now: a deleted one reads as none, so that the modeler chooses another.
      owner: roleRef(row.owner_role_id, names),
      manager: roleRef(row.manager_role_id, names),
    },
    tail: {
      status: shown?.state === 'awaiting' ? 'awaiting-approval' : 'working-copy',
      deleted: Boolean(row.deleted),
      ...times,
      publishedBy: row.published_by_name === null ? null : { name: row.published_by_name },
      unpublishedDraftAvailable: isUnpublishedDraft(times),
      ...reviewFieldsOf(row.review_interval_months, times.publishedAt),
      approvalRole: roleRef(row.approval_role_id, names),
      approval: shown,
    },
  };
}

/** A role with the name read beside its id (null: none): kept in a revision, or joined for a list. */
function storedRole(id: string | null, name: string | null): RoleRef {
  return id !== null && name !== null ? { id, name } : NO_ROLE;
}

/**
 * The frame of a published revision as everyone reads it: exactly as it was published (docs/decisions.md, 'Published revisions are records'). Its
 * roles carry the names they had then and its subprocess steps the revision they opened then; nothing is
 * looked up among the current roles, definitions or models. It describes the revision, so no draft is
 * part of it.
 */
export function revisionFrame(row: RevisionRow): ModelFrame {
  return {
    head: {
      id: row.process_model_id,
      info: { name: row.name, description: row.description },
      owner: storedRole(row.owner_role_id, row.owner_role_name),
      manager: storedRole(row.manager_role_id, row.manager_role_name),
    },
    tail: {
      status: 'published',
      deleted: false,
      revision: Number(row.revision),
      updatedAt: Number(row.updated_at),
      publishedAt: Number(row.published_at),
      publishedBy: { name: row.published_by_name },
      unpublishedDraftAvailable: false,
      approvalRole: storedRole(row.approval_role_id, row.approval_role_name),
      approvedBy: row.approved_by_name === null ? null : { name: row.approved_by_name },
      approvedAt: row.approved_at === null ? null : Number(row.approved_at),
    },
  };
}

/** A published revision as everyone reads it (see `revisionFrame`). */
export function toRevisionModel(row: RevisionRow): ProcessModel {
  return framed(revisionFrame(row), parseContent(row.content));
}

/** `{revision, changeNote, model}`: a revision with what its publisher said of it. */
export function toRevision(row: RevisionRow): Revision {
  return { revision: Number(row.revision), changeNote: row.change_note ?? null, model: toRevisionModel(row) };
}

/** The graph's role ids with the ids of the owner and the manager. */
export function modelRoleIds(row: ModelRow, content: Content): string[] {
  const ids = roleIdsOf(content);
  for (const id of [row.owner_role_id, row.manager_role_id, row.approval_role_id])
    if (id !== null) ids.push(id);
  return ids;
}

/** The working copy with the current names of the live roles it refers to (one query; the graph parsed once). */
export async function workingCopyOf(
  repository: ProcessModelsRepository,
  approvals: ApprovalRepository,
  row: ModelRow,
): Promise<ProcessModel> {
  const [model] = await workingCopiesOf(repository, approvals, [row]);
  return model as ProcessModel;
}

/**
 * Versions of one working copy as `workingCopyOf` reads each (before and after a save, for its audit
 * entry): one query for the names of the roles of all, one for their latest submission for approval.
 */
export async function workingCopiesOf(
  repository: ProcessModelsRepository,
  approvals: ApprovalRepository,
  rows: readonly ModelRow[],
): Promise<ProcessModel[]> {
  const contents = rows.map((row) => parseContent(row.content));
  const names = await repository.liveRoleNames(
    rows.flatMap((row, at) => modelRoleIds(row, contents[at] as Content)),
  );
  const approval = rows[0] ? await approvals.latest(rows[0].id) : null;
  return rows.map((row, at) =>
    framed(workingCopyFrame(row, names, approval), withRoleNames(contents[at] as Content, names)),
  );
}

/**
 * A list item. For the working copies (modelers) the status is published once a revision exists and the
 * draft flag tells whether the copy changed since; a published item describes its latest revision. Both
 * carry the model's review interval and date (the model's, not a revision's).
 */
export function listItemOf(row: ListRow, view: 'working-copy' | 'published'): ProcessModelListItem {
  const times = {
    revision: Number(row.revision),
    updatedAt: Number(row.updatedAt),
    publishedAt: row.publishedAt === null ? null : Number(row.publishedAt),
  };
  return {
    id: row.id,
    info: { name: row.name, description: row.description },
    owner: storedRole(row.ownerId, row.ownerName),
    manager: storedRole(row.managerId, row.managerName),
    status: times.revision > 0 ? 'published' : 'working-copy',
    deleted: false,
    ...times,
    publishedBy: row.publishedByName === null ? null : { name: row.publishedByName },
    unpublishedDraftAvailable: view === 'working-copy' && isUnpublishedDraft(times),
    ...reviewFieldsOf(row.reviewIntervalMonths, times.publishedAt),
  };
}
