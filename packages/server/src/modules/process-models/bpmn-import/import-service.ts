import {
  type BpmnImportLaneChoices,
  type BpmnImportResult,
  type Language,
  NO_ROLE,
  type RoleRef,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../../audit/index.js';
import { multiRoleNamedIn } from '../../roles/index.js';
import { createWorkingCopyIn } from '../service.js';
import { importPlan, lanesOf, type PlannedModel } from './import-plan.js';
import { importLookups } from './import-repository.js';
import { IMPORT_TEXTS } from './import-texts.js';
import { BpmnFileError } from './read-bpmn.js';
import { convertedInWorker, previewInWorker } from './read-in-worker.js';

/** A file refused as a whole: 422 validation under `file`, naming the elements involved. */
function refusedFile(error: BpmnFileError): AppError {
  return new AppError('validation', {
    message: error.message,
    errors: [{ name: 'file', message: error.key }],
    references: error.references.map((name) => ({ name })),
    debugInfo: error.debugInfo,
  });
}

/** The work, with a refused file as the route's error. */
async function reading<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof BpmnFileError ? refusedFile(error) : error;
  }
}

/** Children (embedded sub-processes, called processes of the file) before the models that open them. */
function inCreationOrder(models: PlannedModel[]): PlannedModel[] {
  const byId = new Map(models.map((model) => [model.id, model]));
  const ordered: PlannedModel[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (model: PlannedModel) => {
    state.set(model.id, 'open');
    for (const step of model.steps) {
      const called = byId.get(step.process?.id ?? '');
      if (called && !state.has(called.id)) visit(called);
    }
    state.set(model.id, 'done');
    ordered.push(model);
  };
  for (const model of models) if (!state.has(model.id)) visit(model);
  return ordered;
}

/** BPMN import: a preview of what a file would create, and its creation as working copies. */
export function bpmnImportService(db: Kysely<Database>) {
  return {
    /**
     * What the file would create and the report, in `language`, as the JSON of a `BpmnImportPreview`
     * (made and checked against its schema off the event loop for a bigger file); stores nothing.
     */
    async preview(bytes: Uint8Array, language: Language): Promise<string> {
      return reading(previewInWorker(bytes, language, await importLookups(db)));
    },

    /**
     * Creates the file's models as working copies in one transaction, each lane's steps in the role
     * `choices` names for it (null: a new role of type multi named after the lane), else the live role
     * of its name, else a new one. Nothing is stored when any part fails.
     */
    async create(
      bytes: Uint8Array,
      language: Language,
      choices: BpmnImportLaneChoices,
    ): Promise<BpmnImportResult> {
      const file = await reading(convertedInWorker(bytes, language));
      const usable = file.models.filter((model) => model.refusal === null);
      if (usable.length === 0) {
        throw new AppError('validation', {
          message: 'No process of the file can be imported; the preview says why',
          errors: [{ name: 'file', message: 'bpmn-no-process' }],
        });
      }
      const usedLanes = new Set(usable.flatMap((model) => Object.values(model.laneOf)));
      const chosen = new Map(choices.map((choice) => [choice.key, choice.roleId]));
      const run = () =>
        db.transaction().execute(async (trx) => {
          const lookups = await importLookups(trx);
          const rolesById = new Map(lookups.roles.map((role) => [role.id, role]));
          const unknown = choices.filter((choice) => choice.roleId !== null && !rolesById.has(choice.roleId));
          if (unknown.length > 0) {
            throw new AppError('validation', {
              message: 'A lane is mapped to a role that does not exist',
              errors: [{ name: 'lanes', message: 'invalid-value' }],
              references: unknown.map((choice) => ({ name: choice.key })),
            });
          }
          const actors = new Map<string, RoleRef>();
          const created: RoleRef[] = [];
          for (const lane of lanesOf(file, lookups)) {
            if (!usedLanes.has(lane.key)) continue;
            const choice = chosen.get(lane.key);
            const existing =
              choice === undefined ? lane.match : choice === null ? null : rolesById.get(choice);
            if (existing) actors.set(lane.key, { id: existing.id, name: existing.name });
            else {
              const role = await multiRoleNamedIn(trx, lane.name, IMPORT_TEXTS[language].roleDescription);
              if (!rolesById.has(role.id)) created.push(role);
              actors.set(lane.key, role);
            }
          }
          const plan = importPlan(file, lookups, (lane) => actors.get(lane.key) ?? NO_ROLE);
          const models = inCreationOrder(plan.models.filter((model) => model.refusal === null));
          for (const model of models) {
            await createWorkingCopyIn(trx, {
              id: model.id,
              info: { name: model.name, description: model.description },
              owner: NO_ROLE,
              manager: NO_ROLE,
              steps: model.steps,
              groups: model.groups,
            });
          }
          const opened = [...plan.models.filter((model) => model.parentKey === null), ...plan.models];
          const result = {
            models: [...new Set(opened)]
              .filter((model) => model.refusal === null)
              .map((model) => ({ id: model.id, name: model.name, key: model.key })),
            roles: created,
          };
          // One entry for the whole file, under its first model, naming every model and role it created.
          await recordAudit(trx, {
            entity: 'process-model',
            entityId: result.models[0]?.id ?? '',
            action: 'import',
            after: {
              models: result.models.map(({ id, name }) => ({ id, name })),
              roles: result.roles.map(({ id, name }) => ({ id, name })),
            },
          });
          return result;
        });
      try {
        return await run();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      // A role of a lane's name was created meanwhile (another import, a user manager): run again, taking it.
      try {
        return await run();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new AppError('conflict', { message: 'Roles of the lanes were created meanwhile; try again' });
      }
    },
  };
}

export type BpmnImportService = ReturnType<typeof bpmnImportService>;
