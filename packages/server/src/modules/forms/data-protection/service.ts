import type { DataProtection, WorkflowForm } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../../db/flags.js';
import type { Database } from '../../../db/schema.js';
import { versionAfter } from '../../../db/update-unchanged.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../../audit/index.js';
import { type WorkflowFormRow, workflowFormsRepository } from '../repository.js';

const settingsOf = (form: Pick<WorkflowForm, 'retentionMonths' | 'viewingLog'>) => ({
  retentionMonths: form.retentionMonths,
  viewingLog: form.viewingLog,
});

/**
 * Sets a form's retention period and viewing log, based on the form's `updatedAt` (409 conflict when
 * stale, 404 for a form that is not live), and records the two settings before and after.
 */
export async function setDataProtection(
  db: Kysely<Database>,
  id: string,
  body: DataProtection,
  answer: (row: WorkflowFormRow, trx: Kysely<Database>) => Promise<WorkflowForm>,
): Promise<WorkflowForm> {
  return db.transaction().execute(async (trx) => {
    const repository = workflowFormsRepository(trx);
    const row = await repository.find(id);
    if (!row) throw new AppError('not-found', { message: 'No such workflow form' });
    if (Number(row.updated_at) !== body.updatedAt)
      throw new AppError('conflict', { message: 'The form was changed meanwhile' });
    const before = await answer(row, trx);
    const result = await trx
      .updateTable('workflow_forms')
      .set({
        retention_months: body.retentionMonths,
        viewing_log: body.viewingLog ? 1 : 0,
        updated_at: versionAfter(row.updated_at),
      })
      .where('id', '=', id)
      .where('updated_at', '=', body.updatedAt)
      .where('deleted', '=', NOT_DELETED)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0)
      throw new AppError('conflict', { message: 'The form was changed meanwhile' });
    const after = await answer((await repository.find(id)) as WorkflowFormRow, trx);
    await recordAudit(trx, {
      entity: 'form',
      entityId: id,
      action: 'update',
      before: settingsOf(before),
      after: settingsOf(after),
    });
    return after;
  });
}
