import {
  GLOBAL_PROCESS_MODEL_ID,
  type InputOutput,
  type InputOutputBody,
  normalizeInputOutput,
  UNKNOWN_PROCESS_ID,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { insertUnique } from '../../db/insert-unique.js';
import type { Database } from '../../db/schema.js';
import { versionAfter } from '../../db/update-unchanged.js';
import { AppError } from '../../errors.js';
import type { AuthSession } from '../../lib/sessions.js';
import { holdsSystemRole } from '../../plugins/auth.js';
import { recordAudit } from '../audit/index.js';
import { indexDefinition } from '../search/index.js';
import { fieldsOf, roleIdsOf, toInputOutput } from './mapping.js';
import { type InputOutputRow, inputOutputsRepository } from './repository.js';
import { assertValidDefinition } from './validation.js';

const notFound = () => new AppError('not-found', { message: 'No such input/output definition' });

const invalidField = (name: string, message: 'not-set' | 'invalid-value', text: string) =>
  new AppError('validation', { message: text, errors: [{ name, message }] });

/**
 * Modelers and editors read every definition (working copies included); other users only those a
 * latest published revision uses.
 */
function readsWorkingCopies(caller: AuthSession): boolean {
  return holdsSystemRole(caller, 'ROLE_MODELER') || holdsSystemRole(caller, 'ROLE_EDITOR');
}

/**
 * Editors keep the global definitions, modelers those of the models they edit (a new model's before
 * its first save, so any model id that is not a deleted model's). Reading: see `readsWorkingCopies`.
 */
function assertMayWrite(caller: AuthSession, processModelId: string): void {
  const role = processModelId === GLOBAL_PROCESS_MODEL_ID ? 'ROLE_EDITOR' : 'ROLE_MODELER';
  if (!holdsSystemRole(caller, role)) {
    throw new AppError('not-allowed', { message: `Only ${role} changes these definitions` });
  }
}

/** The model may have definitions: the global id, or a model that is not deleted (404 otherwise). */
async function assertLiveModel(db: Kysely<Database>, processModelId: string): Promise<void> {
  if (
    processModelId === UNKNOWN_PROCESS_ID ||
    (await inputOutputsRepository(db).isDeletedModel(processModelId))
  ) {
    throw new AppError('not-found', { message: 'No such process model' });
  }
}

/** The live definition `id` of model `processModelId` (locked with `lock`), else 404. */
async function liveDefinition(
  db: Kysely<Database>,
  processModelId: string,
  id: string,
  options = { lock: false },
): Promise<InputOutputRow> {
  const row = await inputOutputsRepository(db).find(id, options);
  if (!row || row.deleted || row.process_model_id !== processModelId) throw notFound();
  return row;
}

async function answer(db: Kysely<Database>, row: InputOutputRow): Promise<InputOutput> {
  return toInputOutput(row, await inputOutputsRepository(db).liveRoles(roleIdsOf([row])));
}

export function inputOutputsService(db: Kysely<Database>) {
  const repository = inputOutputsRepository(db);

  return {
    async list(caller: AuthSession, processModelId: string): Promise<InputOutput[]> {
      await assertLiveModel(db, processModelId);
      const rows = await repository.list(processModelId, { publishedOnly: !readsWorkingCopies(caller) });
      const roles = await repository.liveRoles(roleIdsOf(rows));
      return rows.map((row) => toInputOutput(row, roles));
    },

    async get(caller: AuthSession, processModelId: string, id: string): Promise<InputOutput> {
      await assertLiveModel(db, processModelId);
      const row = await liveDefinition(db, processModelId, id);
      if (!readsWorkingCopies(caller) && !(await repository.isPublishedUse(id))) throw notFound();
      return answer(db, row);
    },

    async create(caller: AuthSession, input: InputOutputBody): Promise<InputOutput> {
      assertMayWrite(caller, input.processModelId);
      await assertLiveModel(db, input.processModelId);
      const body = normalizeInputOutput(input);
      await assertValidDefinition(db, body);
      return insertUnique(db, {
        idTaken: async (trx) => (await inputOutputsRepository(trx).find(body.id)) !== undefined,
        valueTaken: async () => false,
        duplicate: () => new AppError('invalid-id'),
        insert: async (trx) => {
          const now = Date.now();
          const row: InputOutputRow = {
            id: body.id,
            process_model_id: body.processModelId,
            ...fieldsOf(body),
            deleted: 0,
            created_at: now,
            updated_at: now,
          };
          await inputOutputsRepository(trx).insert(row);
          await indexDefinition(trx, row.id);
          const created = await answer(trx, row);
          await recordAudit(trx, {
            entity: 'definition',
            entityId: row.id,
            action: 'create',
            after: created,
          });
          return created;
        },
      });
    },

    /**
     * Changes a definition, not its type; `updatedAt` (the version the change is based on) is needed,
     * one changed since is refused with 409 conflict.
     */
    async update(caller: AuthSession, input: InputOutputBody): Promise<InputOutput> {
      if (input.updatedAt === undefined) {
        throw invalidField('updatedAt', 'not-set', 'A change needs the updatedAt it is based on');
      }
      return db.transaction().execute(async (trx) => {
        const current = await liveDefinition(trx, input.processModelId, input.id, { lock: true });
        assertMayWrite(caller, input.processModelId);
        await assertLiveModel(trx, input.processModelId);
        const expected = Number(current.updated_at);
        if (input.updatedAt !== expected) throw new AppError('conflict');
        if (input.type !== current.type) {
          throw invalidField('type', 'invalid-value', 'The type of a definition cannot change');
        }
        const body = normalizeInputOutput(input);
        await assertValidDefinition(trx, body);
        const at = versionAfter(expected);
        if (!(await inputOutputsRepository(trx).update(body.id, expected, fieldsOf(body), at))) {
          throw new AppError('conflict');
        }
        await indexDefinition(trx, body.id);
        const before = await answer(trx, current);
        const after = await answer(trx, await liveDefinition(trx, input.processModelId, input.id));
        await recordAudit(trx, { entity: 'definition', entityId: body.id, action: 'update', before, after });
        return after;
      });
    },

    /** Soft delete; refused while a live model's working copy or latest revision uses it. */
    async remove(caller: AuthSession, processModelId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await liveDefinition(trx, processModelId, id, { lock: true });
        assertMayWrite(caller, processModelId);
        const trxRepository = inputOutputsRepository(trx);
        const users = await trxRepository.usedIn(id);
        if (users.length > 0) {
          throw new AppError('used-in-process-models', {
            statusCode: 409,
            message: 'The definition is used in process models',
            references: users.map((name) => ({ name })),
          });
        }
        const before = await answer(trx, current);
        await trxRepository.softDelete(id, versionAfter(current.updated_at));
        await indexDefinition(trx, id);
        await recordAudit(trx, { entity: 'definition', entityId: id, action: 'delete', before });
      });
    },
  };
}

export type InputOutputsService = ReturnType<typeof inputOutputsService>;
