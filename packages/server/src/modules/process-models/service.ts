import {
  compareModels,
  type InputOutput,
  type ModelDifference,
  type ProcessModel,
  type ProcessModelInput,
  type ProcessModelListItem,
  type ProcessModelUpdate,
  type PublishedModelRole,
  type PublishRequest,
  type Revision,
  type StructureNode,
  usedDefinitionIds,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { insertUnique } from '../../db/insert-unique.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { versionAfter } from '../../db/update-unchanged.js';
import { AppError } from '../../errors.js';
import type { AuthSession } from '../../lib/sessions.js';
import { holdsSystemRole } from '../../plugins/auth.js';
import { recordAudit } from '../audit/index.js';
import type { PublishEvents } from '../publish-events.js';
import { indexWorkingCopy, removeProcessModelFromSearch } from '../search/index.js';
import { approvalRepository } from './approval/repository.js';
import { submitIn } from './approval/service.js';
import { processModelListsRepository } from './list-repository.js';
import { listItemOf, toRevision, toRevisionModel, workingCopiesOf, workingCopyOf } from './mapping.js';
import { modelWithoutGraph, publishedAfter, publishedBefore } from './model-audit.js';
import {
  approvalRoleInForce,
  awaitingApproval,
  duplicateRevision,
  isTransactionConflict,
  liveModel,
  notFound,
  publishIn,
  recordedName,
} from './publish.js';
import { type ModelRow, processModelsRepository, type RevisionRow } from './repository.js';
import { draftSinceAfterSave, intervalAfterSave } from './review-fields.js';
import { revisionStructureTree, structureTree } from './structure.js';
import { RESERVED_MODEL_IDS, validWorkingCopy } from './validation.js';

/** Saves the working copy in `trx`; answers its row before and after the save. */
async function saveIn(
  trx: Kysely<Database>,
  input: ProcessModelUpdate,
): Promise<{ current: ModelRow; saved: ModelRow }> {
  const repository = processModelsRepository(trx);
  const current = await liveModel(trx, input.id, { lock: true });
  if (await approvalRepository(trx).awaiting(input.id)) throw awaitingApproval();
  if (Number(current.updated_at) !== input.updatedAt) throw new AppError('conflict');
  const fields = await validWorkingCopy(repository, input, current.approval_role_id);
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
  await indexWorkingCopy(trx, { id: input.id, ...fields });
  return { current, saved: await liveModel(trx, input.id) };
}

/** The working copy as the editor reads it, in `trx`. */
function workingCopyIn(trx: Kysely<Database>, row: ModelRow): Promise<ProcessModel> {
  return workingCopyOf(processModelsRepository(trx), approvalRepository(trx), row);
}

/** Versions of the working copy (before and after a save) as the editor reads each, in `trx`. */
function workingCopiesIn(trx: Kysely<Database>, rows: readonly ModelRow[]): Promise<ProcessModel[]> {
  return workingCopiesOf(processModelsRepository(trx), approvalRepository(trx), rows);
}

/** Inserts a new model's working copy (never published) in `trx`; the id must be new. */
export async function createWorkingCopyIn(
  trx: Kysely<Database>,
  input: ProcessModelInput,
): Promise<ProcessModel> {
  const trxRepository = processModelsRepository(trx);
  const fields = await validWorkingCopy(trxRepository, input, null);
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
  await indexWorkingCopy(trx, { id: input.id, ...fields });
  return workingCopyOf(trxRepository, approvalRepository(trx), await liveModel(trx, input.id));
}

export function processModelsService(db: Kysely<Database>, events: PublishEvents) {
  const repository = processModelsRepository(db);
  const lists = processModelListsRepository(db);
  const approvals = approvalRepository(db);

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
      workingCopyOf(repository, approvals, await liveModel(db, id)),

    create(input: ProcessModelInput): Promise<ProcessModel> {
      return insertUnique(db, {
        idTaken: async (trx) =>
          RESERVED_MODEL_IDS.includes(input.id) || (await processModelsRepository(trx).exists(input.id)),
        valueTaken: async () => false,
        duplicate: () => new AppError('invalid-id'),
        insert: async (trx) => {
          const model = await createWorkingCopyIn(trx, input);
          await recordAudit(trx, {
            entity: 'process-model',
            entityId: model.id,
            action: 'create',
            after: model,
          });
          return model;
        },
      });
    },

    /** Saves the working copy; its entry records the fields that changed (of the graph: the steps and groups that did). */
    save(input: ProcessModelUpdate): Promise<ProcessModel> {
      return db.transaction().execute(async (trx) => {
        const { current, saved } = await saveIn(trx, input);
        const [before, after] = (await workingCopiesIn(trx, [current, saved])) as [
          ProcessModel,
          ProcessModel,
        ];
        await recordAudit(trx, {
          entity: 'process-model',
          entityId: input.id,
          action: 'update',
          before,
          after,
        });
        return after;
      });
    },

    /**
     * Publishes the working copy; with `model`, saves it first in the same transaction (save-and-publish).
     * A model that requires approval is submitted instead: `submitted` is then true and the answer is the
     * working copy awaiting approval, with no revision yet.
     */
    async publish(
      caller: AuthSession,
      id: string,
      { model, changeNote, feedbackDone = [] }: PublishRequest = {},
    ): Promise<{ submitted: boolean; model: ProcessModel }> {
      if (model && model.id !== id) {
        throw new AppError('validation', {
          message: 'The model is not the one to publish',
          errors: [{ name: 'model.id', message: 'invalid-id' }],
        });
      }
      const note = changeNote || null;
      try {
        return await db.transaction().execute(async (trx) => {
          // A save in the same request: its changed fields go into the publish's one entry.
          const edit = model ? await saveIn(trx, model) : null;
          const [editBefore, editAfter] = edit ? await workingCopiesIn(trx, [edit.current, edit.saved]) : [];
          const current = await liveModel(trx, id, { lock: true });
          if (await approvalRepository(trx).awaiting(id)) throw awaitingApproval();
          const roleId = await approvalRoleInForce(trx, current);
          if (roleId !== null) {
            await submitIn(trx, caller, current, roleId, { changeNote: note, feedbackDone });
            const copy = await workingCopyIn(trx, await liveModel(trx, id));
            await recordAudit(trx, {
              entity: 'approval',
              entityId: id,
              action: 'submit',
              before: editBefore ?? {},
              after: { ...editAfter, approval: copy.approval },
            });
            return { submitted: true, model: copy };
          }
          const publisher = { id: caller.info.user.id, name: recordedName(caller) };
          const row = await publishIn(trx, events, id, {
            changeNote: note,
            feedbackDone,
            publisher,
            approverName: null,
          });
          await recordAudit(trx, {
            entity: 'process-model',
            entityId: id,
            action: 'publish',
            before: { ...editBefore, ...publishedBefore(current) },
            after: { ...editAfter, ...publishedAfter(row, feedbackDone) },
          });
          return { submitted: false, model: toRevisionModel(row) };
        });
      } catch (error) {
        // Two submissions at once: the unique index lets one wait; the other lost to it.
        if (isUniqueViolation(error))
          throw (await approvals.awaiting(id)) ? awaitingApproval() : duplicateRevision();
        if (isTransactionConflict(error)) throw new AppError('conflict');
        throw error;
      }
    },

    /** Soft delete; refused while the latest revision of another live model opens it as a subprocess. */
    async remove(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await liveModel(trx, id, { lock: true });
        if (await approvalRepository(trx).awaiting(id)) throw awaitingApproval();
        const trxRepository = processModelsRepository(trx);
        const users = await trxRepository.publishedUsersOf(id);
        if (users.length > 0) {
          throw new AppError('sub-process-used', {
            statusCode: 409,
            message: 'The process model is used as a subprocess in a published process model',
            references: users.map((name) => ({ name })),
          });
        }
        const before = modelWithoutGraph(await workingCopyIn(trx, current));
        await trxRepository.softDelete(id, versionAfter(current.updated_at));
        await trxRepository.clearUses(id);
        await removeProcessModelFromSearch(trx, id);
        await recordAudit(trx, { entity: 'process-model', entityId: id, action: 'delete', before });
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
