import type { ApprovalRequest } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../../db/flags.js';
import type { ApprovalRequestTable, Database } from '../../../db/schema.js';

export type ApprovalRequestRow = ApprovalRequestTable;

/** A request as answered; `roleName` is its role's current name (null: deleted since). */
export function toApprovalRequest(row: ApprovalRequestRow, roleName: string | null): ApprovalRequest {
  return {
    id: row.id,
    processModelId: row.process_model_id,
    state: row.state,
    approvalRole: { id: row.approval_role_id, name: roleName ?? '' },
    submittedBy: { id: row.submitted_by, name: row.submitted_by_name },
    submittedAt: Number(row.submitted_at),
    changeNote: row.change_note,
    feedbackDone: JSON.parse(row.feedback_done) as string[],
    decidedBy: row.decided_by_name === null ? null : { name: row.decided_by_name },
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    reason: row.reason,
  };
}

export function approvalRepository(db: Kysely<Database>) {
  function withRoleName() {
    return db
      .selectFrom('approval_request as req')
      .leftJoin('role', (join) =>
        join.onRef('role.id', '=', 'req.approval_role_id').on('role.deleted', '=', NOT_DELETED),
      )
      .selectAll('req')
      .select('role.name as role_name');
  }

  function withModel() {
    return withRoleName()
      .innerJoin('process_model as pm', 'pm.id', 'req.process_model_id')
      .select(['pm.name as model_name', 'pm.revision as model_revision']);
  }

  return {
    /** The model's submission awaiting a decision, if any. */
    awaiting(processModelId: string): Promise<ApprovalRequestRow | undefined> {
      return db
        .selectFrom('approval_request')
        .selectAll()
        .where('process_model_id', '=', processModelId)
        .where('state', '=', 'awaiting')
        .executeTakeFirst();
    },

    /** The model's latest submission with its role's current name. */
    async latest(processModelId: string): Promise<ApprovalRequest | null> {
      const row = await withRoleName()
        .where('req.process_model_id', '=', processModelId)
        .orderBy('req.submitted_at', 'desc')
        .orderBy('req.id', 'desc')
        .executeTakeFirst();
      return row ? toApprovalRequest(row, row.role_name) : null;
    },

    async insert(row: ApprovalRequestRow): Promise<void> {
      await db.insertInto('approval_request').values(row).execute();
    },

    /** Records the decision on a submission still awaiting one; false when another came first. */
    async decide(
      id: string,
      decision: Pick<
        ApprovalRequestRow,
        'state' | 'decided_by' | 'decided_by_name' | 'decided_at' | 'reason'
      >,
    ): Promise<boolean> {
      const result = await db
        .updateTable('approval_request')
        .set(decision)
        .where('id', '=', id)
        .where('state', '=', 'awaiting')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The model's submission awaiting a decision, with its role's name and the model's name and revision. */
    awaitingWithModel(processModelId: string) {
      return withModel()
        .where('req.process_model_id', '=', processModelId)
        .where('req.state', '=', 'awaiting')
        .executeTakeFirst();
    },

    /**
     * The submissions awaiting a decision by holders of one of `roleIds`, not submitted by `userId`, of
     * live models, oldest first; with each model's working-copy name and latest revision.
     */
    async awaitingFor(roleIds: readonly string[], userId: string) {
      if (roleIds.length === 0) return [];
      return withModel()
        .where('req.state', '=', 'awaiting')
        .where('req.approval_role_id', 'in', [...roleIds])
        .where('req.submitted_by', '!=', userId)
        .where('pm.deleted', '=', NOT_DELETED)
        .orderBy('req.submitted_at')
        .orderBy('req.id')
        .execute();
    },
  };
}

export type ApprovalRepository = ReturnType<typeof approvalRepository>;
