import type { AuditAction, WorkflowResponse } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../audit/index.js';
import { toResponses } from './mapping.js';
import { type WorkflowResponseRow, workflowResponsesRepository } from './repository.js';

/** The response as the API answers it (live or deleted), read with `db`: a transaction's inside one. */
export async function responseShape(
  db: Kysely<Database>,
  row: WorkflowResponseRow,
): Promise<WorkflowResponse> {
  return (await toResponses(workflowResponsesRepository(db), [row]))[0] as WorkflowResponse;
}

/** A response's entries are about its sender too (the person whose submission it is). */
const subjectsOf = (...rows: (Pick<WorkflowResponseRow, 'sender_user_id'> | undefined)[]) => [
  ...new Set(rows.flatMap((row) => (row?.sender_user_id ? [row.sender_user_id] : []))),
];

/** Records, in `trx`, that the response `row` (as stored now) was created. */
export async function recordResponseCreated(trx: Kysely<Database>, id: string): Promise<void> {
  const row = await workflowResponsesRepository(trx).findAny(id);
  if (!row) throw new Error(`The response ${id} was not stored`);
  await recordAudit(trx, {
    entity: 'response',
    entityId: id,
    action: 'create',
    after: await responseShape(trx, row),
    subjects: subjectsOf(row),
  });
}

/**
 * Runs `write` on the response `row` and records its change in the same transaction: the response as
 * read before and as it is after (null once deleted). Answers the response after the write.
 */
export function auditedResponseWrite(
  db: Kysely<Database>,
  row: WorkflowResponseRow,
  record: { entity?: 'response' | 'comment'; action: AuditAction },
  write: (trx: Kysely<Database>) => Promise<void>,
): Promise<WorkflowResponse | null> {
  return db.transaction().execute(async (trx) => {
    const before = await responseShape(trx, row);
    await write(trx);
    const now = await workflowResponsesRepository(trx).findAny(row.id);
    const after = now && !now.deleted ? await responseShape(trx, now) : null;
    await recordAudit(trx, {
      entity: record.entity ?? 'response',
      entityId: row.id,
      action: record.action,
      before,
      after,
      subjects: subjectsOf(row, now),
    });
    return after;
  });
}
