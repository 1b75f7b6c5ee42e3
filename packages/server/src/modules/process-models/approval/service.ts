import { randomUUID } from 'node:crypto';
import {
  type ApprovalRequest,
  type ApprovalReview,
  type ApprovalTask,
  compareModels,
  NO_ROLE,
  type ProcessModel,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { versionAfter } from '../../../db/update-unchanged.js';
import { AppError } from '../../../errors.js';
import type { AuthSession } from '../../../lib/sessions.js';
import { holdsSystemRole } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import type { PublishEvents } from '../../publish-events.js';
import { toRevisionModel, workingCopyOf } from '../mapping.js';
import { publishedAfter, publishedBefore } from '../model-audit.js';
import { isTransactionConflict, liveModel, publishableContent, publishIn, recordedName } from '../publish.js';
import { type ModelRow, processModelsRepository, type RevisionRow } from '../repository.js';
import {
  type ApprovalRepository,
  type ApprovalRequestRow,
  approvalRepository,
  toApprovalRequest,
} from './repository.js';

const notAwaiting = () =>
  new AppError('invalid-state', { statusCode: 409, message: 'The process model awaits no approval' });

/** Moves the working copy's version, so that every instance's kept answer of it shows its approval state. */
async function touchWorkingCopy(trx: Kysely<Database>, current: ModelRow): Promise<void> {
  const at = versionAfter(current.updated_at, current.published_at);
  if (!(await processModelsRepository(trx).touch(current.id, Number(current.updated_at), at))) {
    throw new AppError('conflict');
  }
}

/**
 * Submits the (locked) working copy, which awaits nothing yet, for approval by holders of `roleId`:
 * checked as a publish would check it, then locked for edits until a holder decides or the submitter
 * withdraws it.
 */
export async function submitIn(
  trx: Kysely<Database>,
  caller: AuthSession,
  current: ModelRow,
  roleId: string,
  { changeNote, feedbackDone }: { changeNote: string | null; feedbackDone: readonly string[] },
): Promise<void> {
  await publishableContent(trx, current);
  await approvalRepository(trx).insert({
    id: randomUUID(),
    process_model_id: current.id,
    state: 'awaiting',
    approval_role_id: roleId,
    submitted_by: caller.info.user.id,
    submitted_by_name: recordedName(caller),
    submitted_at: Date.now(),
    change_note: changeNote,
    feedback_done: JSON.stringify(feedbackDone),
    decided_by: null,
    decided_by_name: null,
    decided_at: null,
    reason: null,
  });
  await touchWorkingCopy(trx, current);
}

/** The submission awaiting a decision on the (locked) model; 409 invalid-state when none does. */
async function awaitingOf(trx: Kysely<Database>, id: string) {
  const current = await liveModel(trx, id, { lock: true });
  const request = await approvalRepository(trx).awaiting(id);
  if (!request) throw notAwaiting();
  return { current, request };
}

/** Only a holder of the submission's role decides on it, and never its submitter (four eyes). */
function assertMayDecide(caller: AuthSession, request: ApprovalRequestRow): void {
  if (!caller.info.roles.some((role) => role.id === request.approval_role_id)) {
    throw new AppError('not-allowed', { message: 'Only holders of the approval role decide on it' });
  }
  if (caller.info.user.id === request.submitted_by) {
    throw new AppError('not-allowed', {
      message: 'A submission is never approved or rejected by its submitter',
    });
  }
}

/**
 * The entry of a rejection or a withdrawal: the submission before and after (its id is the model's, so
 * that the model's history shows it); about its submitter when another decided.
 */
async function recordDecision(
  trx: Kysely<Database>,
  action: 'reject' | 'withdraw',
  id: string,
  before: ApprovalRequest | null,
  submitter: string,
): Promise<void> {
  await recordAudit(trx, {
    entity: 'approval',
    entityId: id,
    action,
    before: { approval: before },
    after: { approval: await approvalRepository(trx).latest(id) },
    subjects: [submitter],
  });
}

export function approvalService(db: Kysely<Database>, events: PublishEvents) {
  /** Runs a decision in one transaction; a write that lost to another at the same time is a conflict. */
  async function inTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (isTransactionConflict(error)) throw new AppError('conflict');
      throw error;
    }
  }

  async function workingCopy(trx: Kysely<Database>, id: string): Promise<ProcessModel> {
    return workingCopyOf(processModelsRepository(trx), approvalRepository(trx), await liveModel(trx, id));
  }

  /** The task of a submission as its deciders list it. */
  function taskOf(row: Awaited<ReturnType<ApprovalRepository['awaitingFor']>>[number]): ApprovalTask {
    return {
      processModelId: row.process_model_id,
      name: row.model_name,
      revision: Number(row.model_revision),
      request: toApprovalRequest(row, row.role_name),
    };
  }

  return {
    /**
     * The submission awaiting approval with the submitted working copy and what it changes from the
     * latest revision: for the holders of its role, its submitter and modelers (403 others); 404 when
     * nothing awaits.
     */
    async review(caller: AuthSession, id: string): Promise<ApprovalReview> {
      const current = await liveModel(db, id);
      const row = await approvalRepository(db).awaitingWithModel(id);
      if (!row) throw new AppError('not-found', { message: 'Nothing of this process model awaits approval' });
      const mayRead =
        holdsSystemRole(caller, 'ROLE_MODELER') ||
        row.submitted_by === caller.info.user.id ||
        caller.info.roles.some((role) => role.id === row.approval_role_id);
      if (!mayRead) throw new AppError('not-allowed');
      const model = await workingCopy(db, id);
      const revision = Number(current.revision);
      const before =
        revision > 0
          ? toRevisionModel((await processModelsRepository(db).findRevision(id, revision)) as RevisionRow)
          : {
              ...model,
              info: { name: '', description: '' },
              owner: NO_ROLE,
              manager: NO_ROLE,
              steps: [],
              groups: [],
            };
      return { task: taskOf(row), model, difference: compareModels(before, model) };
    },

    /** Submissions the caller may decide, oldest first. */
    async tasks(caller: AuthSession): Promise<ApprovalTask[]> {
      const rows = await approvalRepository(db).awaitingFor(
        caller.info.roles.map((role) => role.id),
        caller.info.user.id,
      );
      return rows.map(taskOf);
    },

    /** Publishes the submitted working copy, recording its submitter as publisher and the caller as approver. */
    approve(caller: AuthSession, id: string): Promise<ProcessModel> {
      return inTransaction(async (trx) => {
        const { current, request } = await awaitingOf(trx, id);
        assertMayDecide(caller, request);
        const before = await approvalRepository(trx).latest(id);
        const approverName = recordedName(caller);
        const decided = await approvalRepository(trx).decide(request.id, {
          state: 'approved',
          decided_by: caller.info.user.id,
          decided_by_name: approverName,
          decided_at: Date.now(),
          reason: null,
        });
        if (!decided) throw notAwaiting();
        const revision = await publishIn(trx, events, id, {
          changeNote: request.change_note,
          feedbackDone: JSON.parse(request.feedback_done) as string[],
          publisher: { id: request.submitted_by, name: request.submitted_by_name },
          approverName,
        });
        const feedbackDone = JSON.parse(request.feedback_done) as string[];
        await recordAudit(trx, {
          entity: 'approval',
          entityId: id,
          action: 'approve',
          before: { approval: before, ...publishedBefore(current) },
          after: {
            approval: await approvalRepository(trx).latest(id),
            ...publishedAfter(revision, feedbackDone),
          },
          subjects: [request.submitted_by],
        });
        return toRevisionModel(revision);
      });
    },

    /** Returns the working copy to its modelers with the reason; it may be changed and submitted again. */
    reject(caller: AuthSession, id: string, reason: string): Promise<ProcessModel> {
      return inTransaction(async (trx) => {
        const { current, request } = await awaitingOf(trx, id);
        assertMayDecide(caller, request);
        const before = await approvalRepository(trx).latest(id);
        const decided = await approvalRepository(trx).decide(request.id, {
          state: 'rejected',
          decided_by: caller.info.user.id,
          decided_by_name: recordedName(caller),
          decided_at: Date.now(),
          reason,
        });
        if (!decided) throw notAwaiting();
        await touchWorkingCopy(trx, current);
        await recordDecision(trx, 'reject', id, before, request.submitted_by);
        return workingCopy(trx, id);
      });
    },

    /** The submitter takes the submission back: the working copy may be changed again. */
    withdraw(caller: AuthSession, id: string): Promise<ProcessModel> {
      return inTransaction(async (trx) => {
        const { current, request } = await awaitingOf(trx, id);
        if (caller.info.user.id !== request.submitted_by) {
          throw new AppError('not-allowed', { message: 'Only its submitter withdraws a submission' });
        }
        const before = await approvalRepository(trx).latest(id);
        const decided = await approvalRepository(trx).decide(request.id, {
          state: 'withdrawn',
          decided_by: caller.info.user.id,
          decided_by_name: recordedName(caller),
          decided_at: Date.now(),
          reason: null,
        });
        if (!decided) throw notAwaiting();
        await touchWorkingCopy(trx, current);
        await recordDecision(trx, 'withdraw', id, before, request.submitted_by);
        return workingCopy(trx, id);
      });
    },
  };
}

export type ApprovalService = ReturnType<typeof approvalService>;
