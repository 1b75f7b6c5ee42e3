import { emailLinkPaths, type Language } from '@stroomlijn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  type FormService,
  FormServiceError,
  type ServiceSubmission,
} from '../../integrations/form-service.js';
import { type Mailer, recipientLanguage, responseArrivedMail } from '../../integrations/mail/index.js';
import {
  secretHash,
  statusMessageOf,
  type WorkflowFormRow,
  workflowFormsRepository,
} from '../forms/index.js';
import { processSubmission } from './processing.js';
import type { WorkflowResponseRow } from './repository.js';
import { roleHolderRecipients } from './reviewers-repository.js';
import { serviceTime } from './submission-mapping.js';

/** A minute before the cursor, in the service's 'YYYY-MM-DD HH:MM:SS'; null (everything) without one. */
export function overlapStart(cursor: string | null): string | null {
  if (cursor === null) return null;
  const time = serviceTime(cursor);
  if (time === 0) return null;
  return new Date(time - 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

export interface ReceivingOptions {
  formService: FormService | null;
  mailer: Mailer | null;
  publicUrl: string;
  /** The language of email to a user who chose none. */
  language: Language;
  logger: FastifyBaseLogger;
}

/**
 * Receives submissions of forms: fetches each from the form service (a webhook's body is never
 * trusted), turns it into a response exactly once, records the read on the form (or the failure as its
 * status), and emails the reviewers of a new response of an active form.
 */
export function submissionReceiver(db: Kysely<Database>, options: ReceivingOptions) {
  const forms = workflowFormsRepository(db);
  const inFlight = new Set<Promise<void>>();

  async function notifyReviewers(form: WorkflowFormRow, response: WorkflowResponseRow): Promise<void> {
    if (!options.mailer || form.status !== 'active' || !response.reviewer_role_id) return;
    const mailer = options.mailer;
    const recipients = await roleHolderRecipients(db, response.reviewer_role_id);
    // The reviewer's page of the response: the administrator's (/workflow/…) is not theirs to open.
    const responseUrl = `${options.publicUrl}${emailLinkPaths.reviewResponse(form.id, response.id)}`;
    // One message per reviewer, in their language: no one sees the others' addresses.
    for (const recipient of recipients) {
      const language = recipientLanguage(recipient, options.language);
      const mail = responseArrivedMail({
        language,
        formName: form.name,
        subject: response.subject,
        responseUrl,
      });
      mailer.send({ to: recipient.email, ...mail });
    }
  }

  /** Turns a fetched submission of the form into a response (once) and mails the reviewers of a new one. */
  async function handle(form: WorkflowFormRow, submission: ServiceSubmission): Promise<void> {
    const { response, created } = await processSubmission(db, form, submission);
    if (created)
      await notifyReviewers(form, response).catch((error) => logFailure(error, form, submission.id));
  }

  function logFailure(error: unknown, form: WorkflowFormRow, submissionId?: string): void {
    options.logger.warn({ err: error, form: form.id, submissionId }, 'A submission could not be received');
  }

  /** Records a successful read of the form service on the form (an error status goes back to active). */
  async function recordRead(form: WorkflowFormRow, fields: { poll_cursor?: string | null } = {}) {
    await forms.recordServiceState(form.id, {
      processed_date: Date.now(),
      ...fields,
      ...(form.status === 'error' ? { status: 'active', status_message: null } : {}),
    });
  }

  /** Records a failure of the service (not an unknown submission someone named) as the form's status. */
  async function recordFailure(form: WorkflowFormRow, error: unknown): Promise<void> {
    const serviceFailed = error instanceof FormServiceError && error.failure !== 'not-found';
    if (serviceFailed && form.status !== 'test') {
      await forms
        .recordServiceState(form.id, { status: 'error', status_message: statusMessageOf(error) })
        .catch(() => undefined);
    }
  }

  async function receive(form: WorkflowFormRow, submissionId: string): Promise<void> {
    const service = options.formService;
    if (!service) return;
    try {
      const submission = await service.submission(submissionId);
      if (submission.formId !== form.form_id) {
        options.logger.warn({ form: form.id, submissionId }, 'A webhook named a submission of another form');
        return;
      }
      await handle(form, submission);
      await recordRead(form);
    } catch (error) {
      logFailure(error, form, submissionId);
      await recordFailure(form, error);
    }
  }

  /**
   * Asks the service for the form's submissions since its cursor, re-reading the last minute (the
   * service's times have whole seconds); the unique key drops those seen before.
   */
  async function pollForm(form: WorkflowFormRow): Promise<void> {
    const service = options.formService;
    if (!service) return;
    let cursor = form.poll_cursor;
    try {
      for await (const submission of service.submissionsSince(form.form_id, overlapStart(cursor))) {
        await handle(form, submission);
        if (cursor === null || submission.createdAt > cursor) cursor = submission.createdAt;
      }
      await recordRead(form, { poll_cursor: cursor });
    } catch (error) {
      logFailure(error, form);
      if (cursor !== form.poll_cursor)
        await forms.recordServiceState(form.id, { poll_cursor: cursor }).catch(() => undefined);
      await recordFailure(form, error);
    }
  }

  return {
    /** The live form whose webhook has this secret and is on; undefined otherwise. */
    async formOfHook(secret: string): Promise<WorkflowFormRow | undefined> {
      const form = await forms.findBySecretHash(secretHash(secret));
      return form?.notifications_enabled ? form : undefined;
    },

    /** Receives the submission in the background; the caller does not wait. */
    receiveLater(form: WorkflowFormRow, submissionId: string): void {
      const work = receive(form, submissionId).finally(() => inFlight.delete(work));
      inFlight.add(work);
    },
    /** Polls every live form once, one form after the other. */
    async pollAll(): Promise<void> {
      for (const form of await forms.listRows()) await pollForm(form);
    },
    /** Resolves when every submission received so far is processed (tests, the app's close). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type SubmissionReceiver = ReturnType<typeof submissionReceiver>;
