import {
  type Acknowledgement,
  type AcknowledgementDetail,
  type AcknowledgementReport,
  changedStepIds,
  confirmationShare,
  displayName,
  revisionDifference,
  stepsOfRoles,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { AuthSession } from '../../lib/sessions.js';
import { holdsSystemRole } from '../../plugins/auth.js';
import { recordAudit } from '../audit/index.js';
import { toRevisionModel } from '../process-models/index.js';
import { acknowledgementsRepository, type TaskRow } from './repository.js';

const notTouched = () =>
  new AppError('not-found', { message: 'This revision does not ask you to confirm it (or no longer does)' });

function toAcknowledgement(row: TaskRow): Acknowledgement {
  const nullable = (value: number | null) => (value === null ? null : Number(value));
  return {
    processModelId: row.processModelId,
    modelName: row.modelName,
    revision: Number(row.revision),
    publishedAt: Number(row.publishedAt),
    publishedBy: { name: row.publishedBy },
    changeNote: row.changeNote ?? null,
    createdAt: Number(row.createdAt),
    confirmedAt: nullable(row.confirmedAt),
    replacedBy: nullable(row.replacedBy),
  };
}

/** A user's acknowledgement tasks, their confirmation, and the per-revision report for owners and managers. */
export function acknowledgementsService(db: Kysely<Database>) {
  const repository = acknowledgementsRepository(db);

  async function taskOf(caller: AuthSession, processModelId: string, revision: number): Promise<TaskRow> {
    const row = await repository.task({ processModelId, revision, userId: caller.info.user.id });
    if (!row) throw notTouched();
    return row;
  }

  return {
    /** The caller's open tasks, newest first. */
    async open(caller: AuthSession): Promise<Acknowledgement[]> {
      return (await repository.openTasks(caller.info.user.id)).map(toAcknowledgement);
    },

    /** The caller's task of the revision with what changed and which of those steps are theirs. */
    async detail(
      caller: AuthSession,
      processModelId: string,
      revision: number,
    ): Promise<AcknowledgementDetail> {
      const task = await taskOf(caller, processModelId, revision);
      const rows = await repository.revisions(processModelId, [revision - 1, revision]);
      const models = [revision - 1, revision].map((number) => {
        const row = rows.find((candidate) => Number(candidate.revision) === number);
        return row ? toRevisionModel(row) : null;
      });
      const [older, newer] = models as [
        ReturnType<typeof toRevisionModel> | null,
        ReturnType<typeof toRevisionModel>,
      ];
      const difference = revisionDifference(older, newer);
      const held = new Set(caller.info.roles.map((role) => role.id));
      return {
        acknowledgement: toAcknowledgement(task),
        difference,
        myStepIds: stepsOfRoles(models, changedStepIds(difference), held),
      };
    },

    /**
     * Confirms the caller's task; again answers it as it is (confirmedAt unchanged). A task a later
     * revision replaced is no longer asked: not-found, as for a revision that does not touch the caller.
     */
    async confirm(caller: AuthSession, processModelId: string, revision: number): Promise<Acknowledgement> {
      const key = { processModelId, revision, userId: caller.info.user.id };
      const task = await taskOf(caller, processModelId, revision);
      if (task.replacedBy !== null) throw notTouched();
      if (task.confirmedAt === null) {
        await db.transaction().execute(async (trx) => {
          const trxRepository = acknowledgementsRepository(trx);
          // Confirmed meanwhile by another request of the caller's: that one recorded it.
          if (!(await trxRepository.confirm(key, Date.now()))) return;
          const confirmed = await trxRepository.task(key);
          await recordAudit(trx, {
            entity: 'acknowledgement',
            entityId: processModelId,
            action: 'acknowledge',
            after: {
              processModelId,
              modelName: task.modelName,
              revision,
              confirmedAt: confirmed ? Number(confirmed.confirmedAt) : null,
            },
          });
        });
      }
      return toAcknowledgement(await taskOf(caller, processModelId, revision));
    },

    /** Who the revision asked and who confirmed; for the model's owner and manager and administrators. */
    async report(
      caller: AuthSession,
      processModelId: string,
      revision: number,
    ): Promise<AcknowledgementReport> {
      const model = await repository.liveModelRoles(processModelId);
      const [exists] = model ? await repository.revisions(processModelId, [revision]) : [];
      if (!model || !exists) throw new AppError('not-found', { message: 'No such revision' });
      const allowed =
        holdsSystemRole(caller, 'ROLE_ADMIN') ||
        caller.info.roles.some((role) => role.id === model.ownerRoleId || role.id === model.managerRoleId);
      if (!allowed) throw new AppError('not-allowed');
      const people = (await repository.people(processModelId, revision)).map((row) => ({
        user: { id: row.id, name: displayName(row), email: row.email },
        confirmedAt: row.confirmedAt === null ? null : Number(row.confirmedAt),
        replaced: row.replacedBy !== null,
      }));
      const confirmed = people.filter((person) => person.confirmedAt !== null).length;
      return { asked: people.length, confirmed, share: confirmationShare(people.length, confirmed), people };
    },

    /** The model's name in the revision (for the report's file name). */
    async revisionName(processModelId: string, revision: number): Promise<string> {
      const [row] = await repository.revisions(processModelId, [revision]);
      return row?.name ?? processModelId;
    },
  };
}

export type AcknowledgementsService = ReturnType<typeof acknowledgementsService>;
