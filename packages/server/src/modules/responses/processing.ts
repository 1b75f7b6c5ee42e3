import { randomUUID } from 'node:crypto';
import type { ResponseErrorKey } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { ServiceSubmission } from '../../integrations/form-service.js';
import type { FormDefinitionRoles, WorkflowFormRow } from '../forms/index.js';
import { indexResponse } from '../search/index.js';
import { matchingRepository } from './matching-repository.js';
import { type WorkflowResponseRow, workflowResponsesRepository } from './repository.js';
import { auditedResponseWrite, recordResponseCreated } from './response-audit.js';
import { type SubmissionFields, submissionFields } from './submission-mapping.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What matching a submission found: the sender, the model, the definition's roles, or the first failure. */
export interface Match {
  senderId: string | null;
  processModelId: string | null;
  definition: FormDefinitionRoles | null;
  error: ResponseErrorKey | null;
}

/**
 * Matches the submission: the sender must be a live user, the process model a live one with a published
 * revision whose form definition (type jotform) points at this form. The first cause that fails is the
 * response's error; what was found before it is kept.
 */
export async function matchSubmission(
  db: Kysely<Database>,
  fields: SubmissionFields,
  workflowFormId: string,
): Promise<Match> {
  const matching = matchingRepository(db);
  const senderId = fields.senderId && UUID.test(fields.senderId) ? fields.senderId : null;
  const sender = senderId && (await matching.isLiveUser(senderId)) ? senderId : null;
  const modelId = fields.processModelId && UUID.test(fields.processModelId) ? fields.processModelId : null;
  const revision = modelId ? await matching.publishedRevision(modelId) : undefined;
  const processModelId = revision === undefined ? null : modelId;
  const definition =
    modelId && revision !== undefined && revision > 0
      ? ((await matching.formDefinition(modelId, workflowFormId)) ?? null)
      : null;
  let error: ResponseErrorKey | null = null;
  if (!sender) error = 'unknown-user';
  else if (revision === undefined) error = 'unknown-process-model';
  else if (revision === 0) error = 'unpublished-process-model';
  else if (!definition) error = 'no-matching-definition';
  return { senderId: sender, processModelId, definition, error };
}

/** The response columns that processing (and reprocessing) writes. */
function processedColumns(fields: SubmissionFields, match: Match, now: number) {
  return {
    subject: fields.subject,
    submission_date: fields.submissionDate,
    processed_date: now,
    error_message: match.error,
    sender_user_id: match.senderId,
    process_model_id: match.processModelId,
    reviewer_role_id: match.definition?.reviewerRoleId ?? null,
    reader_role_id: match.definition?.readerRoleId ?? null,
    action_holder_role_id: match.definition?.actionHolderRoleId ?? null,
    answers: JSON.stringify(fields.answers),
  };
}

export interface Processed {
  response: WorkflowResponseRow;
  /** False when the submission was a response already (a repeated webhook, a poll that saw it again). */
  created: boolean;
}

/**
 * Turns a submission of the form into a response, exactly once: the unique key (form, submission id)
 * drops a submission seen before, however often it comes.
 */
export async function processSubmission(
  db: Kysely<Database>,
  form: WorkflowFormRow,
  submission: ServiceSubmission,
): Promise<Processed> {
  const fields = submissionFields(submission, form.name);
  const match = await matchSubmission(db, fields, form.id);
  for (let attempt = 0; ; attempt++) {
    const responses = workflowResponsesRepository(db);
    const existing = await responses.findBySubmission(form.id, submission.id);
    if (existing) return { response: existing, created: false };
    try {
      const response = await db.transaction().execute(async (trx) => {
        const repository = workflowResponsesRepository(trx);
        const now = Date.now();
        const row = {
          id: randomUUID(),
          form_id: form.id,
          internal_id: await repository.nextInternalId(form.id),
          submission_id: submission.id,
          status: match.error ? 'error' : 'new',
          ...processedColumns(fields, match, now),
          remarks: '',
          comment: '',
          commenter_id: null,
          deleted: 0,
          created_at: now,
          updated_at: now,
        };
        await repository.insert(row);
        await indexResponse(trx, row.id);
        await recordResponseCreated(trx, row.id);
        return row as WorkflowResponseRow;
      });
      return { response, created: true };
    } catch (error) {
      // Another process inserted the submission, or took the running number: look again.
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** WF-18: processes a fetched submission again; success turns error into new. */
export async function reprocessSubmission(
  db: Kysely<Database>,
  form: WorkflowFormRow,
  response: WorkflowResponseRow,
  submission: ServiceSubmission,
): Promise<void> {
  const fields = submissionFields(submission, form.name);
  const match = await matchSubmission(db, fields, form.id);
  await auditedResponseWrite(db, response, { action: 'update' }, async (trx) => {
    await workflowResponsesRepository(trx).update(response.id, {
      ...processedColumns(fields, match, Date.now()),
      status: match.error ? 'error' : response.status === 'error' ? 'new' : response.status,
    });
    await indexResponse(trx, response.id);
  });
}
