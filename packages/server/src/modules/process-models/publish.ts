import { displayName, isUnpublishedDraft, UNKNOWN_ROLE_ID, usedDefinitionIds } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { AuthSession } from '../../lib/sessions.js';
import type { PublishEvents } from '../publish-events.js';
import { validGroups } from './information-groups.js';
import { type Content, parseContent } from './mapping.js';
import { type ModelRow, processModelsRepository, type RevisionRow } from './repository.js';
import { revisionRecord } from './revision-record.js';
import { resolvedSubprocesses } from './validation.js';

export const notFound = () => new AppError('not-found', { message: 'No such process model' });

export const duplicateRevision = (message = 'The working copy has been published already') =>
  new AppError('duplicate-revision', { message });

export const awaitingApproval = () =>
  new AppError('awaiting-approval', {
    statusCode: 409,
    message: 'The working copy awaits approval: it changes again once it is rejected or withdrawn',
  });

/** PostgreSQL gave up a transaction that waited on another (deadlock, serialization): ask to try again. */
export function isTransactionConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** The live model with this id (locked with `lock`), else 404 not-found. */
export async function liveModel(
  trx: Kysely<Database>,
  id: string,
  options = { lock: false },
): Promise<ModelRow> {
  const row = await processModelsRepository(trx).find(id, options);
  if (!row || row.deleted) throw notFound();
  return row;
}

/** The name a user is recorded under in a revision or a submission. */
export function recordedName(caller: AuthSession): string {
  return displayName(caller.info.user) || caller.info.user.email;
}

/**
 * The working copy's graph as a publish would record it, refused as a publish refuses it: nothing
 * unpublished (duplicate-revision), a subprocess without a published revision, a definition changed since
 * the save. A submission for approval checks the same, so that an approval does not fail on them later.
 */
export async function publishableContent(trx: Kysely<Database>, current: ModelRow): Promise<Content> {
  const times = {
    revision: Number(current.revision),
    updatedAt: Number(current.updated_at),
    publishedAt: current.published_at === null ? null : Number(current.published_at),
  };
  if (!isUnpublishedDraft(times)) {
    throw duplicateRevision(`The working copy is published already as revision ${times.revision}`);
  }
  const repository = processModelsRepository(trx);
  const content = parseContent(current.content);
  const steps = await resolvedSubprocesses(repository, current.id, content.steps, { forPublish: true });
  // The definitions may have changed since the save (another type, another form): the rules again.
  const groups = await validGroups(repository, current.id, content.groups);
  return { steps, groups };
}

/**
 * The role whose holders must approve a publish of the model, or null for none: the one its latest
 * revision required while that role lives (so that dropping the requirement needs approval too), else
 * the one the working copy names while it lives.
 */
export async function approvalRoleInForce(trx: Kysely<Database>, current: ModelRow): Promise<string | null> {
  const repository = processModelsRepository(trx);
  const required =
    Number(current.revision) > 0
      ? await repository.revisionApprovalRole(current.id, Number(current.revision))
      : null;
  const candidates = [required, current.approval_role_id].filter((id): id is string => id !== null);
  if (candidates.length === 0) return null;
  const live = await repository.liveRoleNames(candidates);
  return candidates.find((id) => live.has(id)) ?? null;
}

export interface PublishBy {
  changeNote: string | null;
  feedbackDone: readonly string[];
  /** Who published: the caller, or the submitter of an approved submission. */
  publisher: { id: string; name: string };
  /** Who approved it, when it was approved (at the publish). */
  approverName: string | null;
}

/**
 * Turns the working copy into revision n+1. A working copy published already (no change since) is
 * refused with duplicate-revision: of two publishes of one copy, the later one finds it so, and the
 * unique (model, revision) key and the updatedAt check stop two that read it at the same time. The
 * publish listeners run in the same transaction.
 */
export async function publishIn(
  trx: Kysely<Database>,
  events: PublishEvents,
  id: string,
  by: PublishBy,
): Promise<RevisionRow> {
  const repository = processModelsRepository(trx);
  const current = await liveModel(trx, id, { lock: true });
  const { steps, groups } = await publishableContent(trx, current);
  // The revision keeps the names it shows now: roles, subprocesses and definitions may change later.
  const record = await revisionRecord(repository, current, { steps, groups });
  const updatedAt = Number(current.updated_at);
  const publishedAt = Math.max(Date.now(), updatedAt, Number(current.published_at ?? 0) + 1);
  const revision: RevisionRow = {
    process_model_id: id,
    revision: Number(current.revision) + 1,
    name: current.name,
    description: current.description,
    owner_role_id: current.owner_role_id,
    manager_role_id: current.manager_role_id,
    content: JSON.stringify(record.content),
    updated_at: updatedAt,
    published_at: publishedAt,
    published_by_name: by.publisher.name,
    owner_role_name: record.owner_role_name,
    manager_role_name: record.manager_role_name,
    definitions: JSON.stringify(record.definitions),
    change_note: by.changeNote,
    approval_role_id: record.approval_role_name === null ? null : current.approval_role_id,
    approval_role_name: record.approval_role_name,
    approved_by_name: by.approverName,
    approved_at: by.approverName === null ? null : publishedAt,
  };
  await repository.insertRevision(revision);
  if (!(await repository.markPublished(current, revision))) throw duplicateRevision();
  const actors = record.content.steps
    .map((step) => step.actor.id)
    .filter((roleId) => roleId !== UNKNOWN_ROLE_ID);
  const subprocesses = steps.flatMap((step) => (step.process ? [step.process.id] : []));
  await repository.replaceLatestLinks(id, [...new Set(actors)], [...new Set(subprocesses)]);
  await repository.replaceUses(id, 'published', usedDefinitionIds(groups));
  await events.published(trx, {
    processModelId: id,
    revision: revision.revision,
    publishedAt,
    publishedBy: by.publisher,
    feedbackDone: by.feedbackDone,
  });
  return revision;
}
