import {
  compareModels,
  displayName,
  type InputOutput,
  isUnpublishedDraft,
  type ModelDifference,
  type ProcessModel,
  type ProcessModelInput,
  type ProcessModelListItem,
  type ProcessModelUpdate,
  type PublishedModelRole,
  type PublishRequest,
  type Revision,
  type StructureNode,
  UNKNOWN_ROLE_ID,
  usedDefinitionIds,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { insertUnique } from '../../db/insert-unique.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { versionAfter } from '../../db/update-unchanged.js';
import { AppError } from '../../errors.js';
import type { PublishEvents } from '../../lib/publish-events.js';
import type { AuthSession } from '../../lib/sessions.js';
import { holdsSystemRole } from '../../plugins/auth.js';
import { validGroups } from './information-groups.js';
import { processModelListsRepository } from './list-repository.js';
import { listItemOf, parseContent, toRevision, toRevisionModel, workingCopyOf } from './mapping.js';
import { type ModelRow, processModelsRepository, type RevisionRow } from './repository.js';
import { draftSinceAfterSave, intervalAfterSave } from './review-fields.js';
import { revisionRecord } from './revision-record.js';
import { revisionStructureTree, structureTree } from './structure.js';
import { RESERVED_MODEL_IDS, resolvedSubprocesses, validWorkingCopy } from './validation.js';

export const notFound = () => new AppError('not-found', { message: 'No such process model' });

const duplicateRevision = (message = 'The working copy has been published already') =>
  new AppError('duplicate-revision', { message });

/** PostgreSQL gave up a transaction that waited on another (deadlock, serialization): ask to try again. */
function isTransactionConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** The live model with this id (locked with `lock`), else 404 not-found. */
async function liveModel(trx: Kysely<Database>, id: string, options = { lock: false }): Promise<ModelRow> {
  const row = await processModelsRepository(trx).find(id, options);
  if (!row || row.deleted) throw notFound();
  return row;
}

async function saveIn(trx: Kysely<Database>, input: ProcessModelUpdate): Promise<ModelRow> {
  const repository = processModelsRepository(trx);
  const current = await liveModel(trx, input.id, { lock: true });
  if (Number(current.updated_at) !== input.updatedAt) throw new AppError('conflict');
  const fields = await validWorkingCopy(repository, input);
  // Later than the last save and the last publish: the draft counts as unpublished (isUnpublishedDraft).
  const at = versionAfter(current.updated_at, current.published_at);
  const columns = {
    ...fields,
    review_interval_months: intervalAfterSave(current, input),
    draft_since: draftSinceAfterSave(current, fields, at),
  };
  if (!(await repository.updateWorkingCopy(input.id, input.updatedAt, columns, at))) {
    throw new AppError('conflict');
  }
  await repository.replaceUses(input.id, 'working-copy', usedDefinitionIds(input.groups));
  return liveModel(trx, input.id);
}

/**
 * Turns the working copy into revision n+1. A working copy published already (no change since) is
 * refused with duplicate-revision: of two publishes of one copy, the later one finds it so, and the
 * unique (model, revision) key and the updatedAt check stop two that read it at the same time.
 */
async function publishIn(
  trx: Kysely<Database>,
  events: PublishEvents,
  caller: AuthSession,
  id: string,
  { changeNote, feedbackDone }: { changeNote: string | null; feedbackDone: readonly string[] },
): Promise<RevisionRow> {
  const repository = processModelsRepository(trx);
  const current = await liveModel(trx, id, { lock: true });
  const times = {
    revision: Number(current.revision),
    updatedAt: Number(current.updated_at),
    publishedAt: current.published_at === null ? null : Number(current.published_at),
  };
  if (!isUnpublishedDraft(times)) {
    throw duplicateRevision(`The working copy is published already as revision ${times.revision}`);
  }
  const content = parseContent(current.content);
  const steps = await resolvedSubprocesses(repository, id, content.steps, { forPublish: true });
  // The definitions may have changed since the save (another type, another form): the rules again.
  const groups = await validGroups(repository, id, content.groups);
  // The revision keeps the names it shows now: roles, subprocesses and definitions may change later.
  const record = await revisionRecord(repository, current, { steps, groups });
  const revision: RevisionRow = {
    process_model_id: id,
    revision: times.revision + 1,
    name: current.name,
    description: current.description,
    owner_role_id: current.owner_role_id,
    manager_role_id: current.manager_role_id,
    content: JSON.stringify(record.content),
    updated_at: times.updatedAt,
    published_at: Math.max(Date.now(), times.updatedAt, (times.publishedAt ?? 0) + 1),
    published_by_name: displayName(caller.info.user) || caller.info.user.email,
    owner_role_name: record.owner_role_name,
    manager_role_name: record.manager_role_name,
    definitions: JSON.stringify(record.definitions),
    change_note: changeNote,
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
    publishedAt: revision.published_at,
    publishedBy: { id: caller.info.user.id, name: revision.published_by_name },
    feedbackDone,
  });
  return revision;
}

export function processModelsService(db: Kysely<Database>, events: PublishEvents) {
  const repository = processModelsRepository(db);
  const lists = processModelListsRepository(db);

  async function latestRevision(id: string): Promise<RevisionRow> {
    const model = await repository.find(id);
    if (!model || model.deleted || Number(model.revision) === 0) throw notFound();
    const row = await repository.findRevision(id, Number(model.revision));
    if (!row) throw notFound();
    return row;
  }

  return {
    /**
     * Modelers see every live working copy; other users the latest revision of every published model.
     * `publishedOnly` gives anyone the published models (Data streams, for an editor who also models).
     */
    async list(caller: AuthSession, { publishedOnly = false } = {}): Promise<ProcessModelListItem[]> {
      if (!publishedOnly && holdsSystemRole(caller, 'ROLE_MODELER')) {
        return (await lists.listWorkingCopies()).map((row) => listItemOf(row, 'working-copy'));
      }
      return (await lists.listPublished()).map((row) => listItemOf(row, 'published'));
    },

    /** Published models (latest revision) in which one of the caller's effective roles has this part. */
    async publishedFor(caller: AuthSession, role: PublishedModelRole): Promise<ProcessModelListItem[]> {
      const roleIds = caller.info.roles.map((held) => held.id);
      return (await lists.listPublished({ role, roleIds })).map((row) => listItemOf(row, 'published'));
    },

    /**
     * The latest revision as an object. The routes `GET /{id}`, `/{id}/edit` and `/revisions/{id}/{n}`
     * answer the same as kept JSON (reads/cached-reads.ts); `get`, `getWorkingCopy` and `revision` are its
     * object form, which `answer-json.test.ts` puts through the response schema to compare.
     */
    get: async (id: string): Promise<ProcessModel> => toRevisionModel(await latestRevision(id)),

    getWorkingCopy: async (id: string): Promise<ProcessModel> =>
      workingCopyOf(repository, await liveModel(db, id)),

    create(input: ProcessModelInput): Promise<ProcessModel> {
      return insertUnique(db, {
        idTaken: async (trx) =>
          RESERVED_MODEL_IDS.includes(input.id) || (await processModelsRepository(trx).exists(input.id)),
        valueTaken: async () => false,
        duplicate: () => new AppError('invalid-id'),
        insert: async (trx) => {
          const trxRepository = processModelsRepository(trx);
          const fields = await validWorkingCopy(trxRepository, input);
          const now = Date.now();
          await trxRepository.insert({
            id: input.id,
            ...fields,
            revision: 0,
            published_at: null,
            published_by_name: null,
            review_interval_months: input.reviewIntervalMonths ?? null,
            draft_since: now,
            deleted: 0,
            created_at: now,
            updated_at: now,
          });
          await trxRepository.replaceUses(input.id, 'working-copy', usedDefinitionIds(input.groups));
          return workingCopyOf(trxRepository, await liveModel(trx, input.id));
        },
      });
    },

    async save(input: ProcessModelUpdate): Promise<ProcessModel> {
      const row = await db.transaction().execute((trx) => saveIn(trx, input));
      return workingCopyOf(repository, row);
    },

    /** Publishes the working copy; with `model`, saves it first in the same transaction (save-and-publish). */
    async publish(
      caller: AuthSession,
      id: string,
      { model, changeNote, feedbackDone = [] }: PublishRequest = {},
    ): Promise<ProcessModel> {
      if (model && model.id !== id) {
        throw new AppError('validation', {
          message: 'The model is not the one to publish',
          errors: [{ name: 'model.id', message: 'invalid-id' }],
        });
      }
      try {
        const row = await db.transaction().execute(async (trx) => {
          if (model) await saveIn(trx, model);
          return publishIn(trx, events, caller, id, { changeNote: changeNote || null, feedbackDone });
        });
        return toRevisionModel(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateRevision();
        if (isTransactionConflict(error)) throw new AppError('conflict');
        throw error;
      }
    },

    /** Soft delete; refused while the latest revision of another live model opens it as a subprocess. */
    async remove(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await liveModel(trx, id, { lock: true });
        const trxRepository = processModelsRepository(trx);
        const users = await trxRepository.publishedUsersOf(id);
        if (users.length > 0) {
          throw new AppError('sub-process-used', {
            statusCode: 409,
            message: 'The process model is used as a subprocess in a published process model',
            references: users.map((name) => ({ name })),
          });
        }
        await trxRepository.softDelete(id, versionAfter(current.updated_at));
        await trxRepository.clearUses(id);
      });
    },

    async revisions(id: string): Promise<Revision[]> {
      await latestRevision(id);
      const rows = await repository.listRevisions(id);
      return rows.map(toRevision);
    },

    async revision(id: string, revision: number): Promise<Revision> {
      const row = await repository.findRevision(id, revision);
      if (!row) throw notFound();
      return toRevision(row);
    },

    /** A revision of a live model (404 for a model deleted, never published, or no such revision). */
    async liveRevision(id: string, revision: number): Promise<Revision> {
      await latestRevision(id);
      const row = await repository.findRevision(id, revision);
      if (!row) throw notFound();
      return toRevision(row);
    },

    /**
     * What changed from revision `from` to revision `to`, or to the working copy: both of a
     * live, published model.
     */
    async compare(id: string, from: number, to: number | 'working-copy'): Promise<ModelDifference> {
      const before = await this.liveRevision(id, from);
      const after =
        to === 'working-copy' ? await this.getWorkingCopy(id) : (await this.liveRevision(id, to)).model;
      return compareModels(before.model, after);
    },

    /** The input/output definitions the revision's groups use, as it stored them when published. */
    async revisionDefinitions(id: string, revision: number): Promise<InputOutput[]> {
      const row = await repository.findRevision(id, revision);
      if (!row) throw notFound();
      return JSON.parse(row.definitions) as InputOutput[];
    },

    /** The tree of subprocesses as the revision recorded it (each node with its revision). */
    async revisionStructure(id: string, revision: number): Promise<StructureNode> {
      const tree = await revisionStructureTree(repository, id, revision);
      if (!tree) throw notFound();
      return tree;
    },

    async structure(id: string, published: boolean): Promise<StructureNode> {
      const tree = await structureTree(repository, id, published);
      if (!tree) throw notFound();
      return tree;
    },
  };
}

export type ProcessModelsService = ReturnType<typeof processModelsService>;
