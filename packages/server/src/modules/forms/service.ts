import { createHash, randomBytes } from 'node:crypto';
import type {
  DataProtection,
  EmbeddedForm,
  WorkflowForm,
  WorkflowFormAdd,
  WorkflowFormStatus,
  WorkflowSettings,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { insertUnique } from '../../db/insert-unique.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type FormService, FormServiceError } from '../../integrations/form-service.js';
import type { AuthSession } from '../../lib/sessions.js';
import { holdsSystemRole } from '../../plugins/auth.js';
import { recordAudit } from '../audit/index.js';
import { removeFormResponses } from '../search/index.js';
import { nextDeletionAt } from './data-protection/next-deletion.js';
import { setDataProtection } from './data-protection/service.js';
import { formDefinitionOf } from './definition-repository.js';
import { requireFormService, serviceFailure, statusMessageOf } from './form-service-errors.js';
import { type WorkflowFormRow, type WorkflowFormsRepository, workflowFormsRepository } from './repository.js';

const notFound = () => new AppError('not-found', { message: 'No such workflow form' });

/** SHA-256 (hex) of a webhook secret: the database never holds the secret itself. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The address of the webhooks of this Stroomlijn, the secret following it. */
export function hookUrlPrefix(publicUrl: string): string {
  return `${publicUrl}/api/workflow/hook/`;
}

export interface FormsServiceOptions {
  publicUrl: string;
  /** Where the form service shows its forms (JOTFORM_FORM_URL). */
  formUrl: string;
  formService: FormService | null;
  /** Seconds between polls of the form service (0: off). */
  pollSeconds: number;
  /** Whether outgoing email (SMTP_URL) is configured. */
  emailConfigured: boolean;
  /** When the daily retention job runs at or after a moment (the next deletion date of a form). */
  retentionRunAt: (due: number) => number;
}

export function workflowFormsService(db: Kysely<Database>, options: FormsServiceOptions) {
  const forms = workflowFormsRepository(db);
  const hookPrefix = hookUrlPrefix(options.publicUrl);

  async function liveForm(id: string): Promise<WorkflowFormRow> {
    const row = await forms.find(id);
    if (!row) throw notFound();
    return row;
  }

  /** The form as the API answers it, read with `reader` (a transaction's, inside one). */
  async function answer(row: WorkflowFormRow, reader: Kysely<Database> = db): Promise<WorkflowForm> {
    const repository = workflowFormsRepository(reader);
    return {
      id: row.id,
      formId: row.form_id,
      name: row.name,
      processedDate: row.processed_date === null ? null : Number(row.processed_date),
      status: row.status as WorkflowFormStatus,
      statusMessage: (row.status === 'error' ? row.status_message : null) as WorkflowForm['statusMessage'],
      responseCount: await repository.responseCount(row.id),
      notificationsEnabled: Boolean(row.notifications_enabled),
      retentionMonths: row.retention_months === null ? null : Number(row.retention_months),
      viewingLog: Boolean(row.viewing_log),
      nextDeletionAt: await nextDeletionAt(reader, row, options.retentionRunAt),
      updatedAt: Number(row.updated_at),
    };
  }

  /**
   * Writes `fields` to the live form and records the change, in one transaction: the form as the caller
   * knew it (`before`) and as it is now.
   */
  async function auditedUpdate(
    before: WorkflowForm,
    fields: Parameters<WorkflowFormsRepository['update']>[1],
  ): Promise<WorkflowForm> {
    return db.transaction().execute(async (trx) => {
      const repository = workflowFormsRepository(trx);
      await repository.update(before.id, fields);
      const row = await repository.find(before.id);
      if (!row) throw notFound();
      const after = await answer(row, trx);
      await recordAudit(trx, { entity: 'form', entityId: before.id, action: 'update', before, after });
      return after;
    });
  }

  /**
   * Runs a call to the form service for the form: success records the read (processedDate, an error
   * status back to active); failure records the reason as the form's status (a test form stays test)
   * and answers 424.
   */
  async function withService<T>(
    row: WorkflowFormRow,
    call: (service: FormService) => Promise<T>,
  ): Promise<T> {
    const service = requireFormService(options.formService);
    try {
      const result = await call(service);
      await forms.recordServiceState(row.id, {
        processed_date: Date.now(),
        ...(row.status === 'error' ? { status: 'active', status_message: null } : {}),
      });
      return result;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (row.status !== 'test') {
        await forms.recordServiceState(row.id, { status: 'error', status_message: statusMessageOf(error) });
      }
      throw serviceFailure(error);
    }
  }

  /** Deletes this Stroomlijn's webhooks of the form at the service, highest index first. */
  async function deleteOwnWebhooks(service: FormService, formId: string, keep?: string): Promise<void> {
    const own = (await service.webhooks(formId)).filter(
      (hook) => hook.url.startsWith(hookPrefix) && hook.url !== keep,
    );
    own.sort((a, b) => Number(b.index) - Number(a.index));
    for (const hook of own) await service.deleteWebhook(formId, hook.index);
  }

  return {
    /** What the administrator's screens show of the configuration: form service, email, polling. */
    settings(): WorkflowSettings {
      return {
        formServiceConfigured: options.formService !== null,
        emailConfigured: options.emailConfigured,
        pollSeconds: options.formService ? options.pollSeconds : 0,
      };
    },

    /** WF-02: the live forms by name. */
    list: () => forms.list(),

    async get(id: string): Promise<WorkflowForm> {
      return answer(await liveForm(id));
    },

    /**
     * WF-23, WF-24: the form of the process model's form definition (its latest published revision uses
     * a jotform definition of the form), for users holding the definition's drafter role and for
     * administrators; others get not-allowed.
     */
    async embedded(caller: AuthSession, processModelId: string, id: string): Promise<EmbeddedForm> {
      const row = await liveForm(id);
      const definition = await formDefinitionOf(db, processModelId, id);
      if (!definition)
        throw new AppError('not-found', { message: 'The process model has no definition of this form' });
      const drafter =
        definition.drafterRoleId !== null &&
        caller.info.roles.some((role) => role.id === definition.drafterRoleId);
      if (!drafter && !holdsSystemRole(caller, 'ROLE_ADMIN')) {
        throw new AppError('not-allowed', { message: "Only the definition's drafters open this form" });
      }
      return { id: row.id, name: row.name, formId: row.form_id, url: `${options.formUrl}/${row.form_id}` };
    },

    /**
     * WF-05: registers the service's form under the client's id, named by the form's title at the
     * service; an unknown form is a field error under formId, a form registered already 409
     * duplicate-form; nothing is registered when the service cannot be read.
     */
    async add(body: WorkflowFormAdd): Promise<WorkflowForm> {
      const service = requireFormService(options.formService);
      if (await forms.formIdTaken(body.formId)) throw duplicateForm();
      let title: string;
      try {
        title = (await service.form(body.formId)).title;
      } catch (error) {
        if (error instanceof FormServiceError && error.failure === 'not-found') {
          throw new AppError('validation', {
            message: 'The form service has no form with this id',
            errors: [{ name: 'formId', message: 'form-not-found' }],
          });
        }
        throw serviceFailure(error);
      }
      const now = Date.now();
      return insertUnique(db, {
        idTaken: (trx) => workflowFormsRepository(trx).idTaken(body.id),
        valueTaken: (trx) => workflowFormsRepository(trx).formIdTaken(body.formId),
        duplicate: duplicateForm,
        insert: async (trx) => {
          const repository = workflowFormsRepository(trx);
          await repository.insert({
            id: body.id,
            form_id: body.formId,
            name: title.trim() || body.formId,
            processed_date: now,
            status: 'active',
            notifications_enabled: 0,
            deleted: 0,
            created_at: now,
            updated_at: now,
          });
          const form = await answer((await repository.find(body.id)) as WorkflowFormRow, trx);
          await recordAudit(trx, { entity: 'form', entityId: form.id, action: 'create', after: form });
          return form;
        },
      });
    },

    /** WF-07: soft delete; its webhook at the service is removed when the service answers. */
    async remove(id: string): Promise<void> {
      const row = await liveForm(id);
      await db.transaction().execute(async (trx) => {
        const repository = workflowFormsRepository(trx);
        const before = await answer(row, trx);
        await repository.update(id, {
          deleted: 1,
          notifications_enabled: 0,
          webhook_secret_hash: null,
        });
        await removeFormResponses(trx, id);
        await recordAudit(trx, { entity: 'form', entityId: id, action: 'delete', before });
      });
      if (row.notifications_enabled && options.formService) {
        await deleteOwnWebhooks(options.formService, row.form_id).catch(() => undefined);
      }
    },

    /** WF-09: a webhook with a fresh secret at the service; an earlier one of this Stroomlijn goes. */
    async enableNotifications(id: string): Promise<WorkflowForm> {
      const row = await liveForm(id);
      const before = await answer(row);
      const secret = randomBytes(32).toString('base64url');
      const url = `${hookPrefix}${secret}`;
      await withService(row, async (service) => {
        await service.addWebhook(row.form_id, url);
        await deleteOwnWebhooks(service, row.form_id, url);
      });
      return auditedUpdate(before, { notifications_enabled: 1, webhook_secret_hash: secretHash(secret) });
    },

    /** WF-09: finds this Stroomlijn's webhooks in the form's list at the service and deletes them. */
    async disableNotifications(id: string): Promise<WorkflowForm> {
      const row = await liveForm(id);
      const before = await answer(row);
      await withService(row, (service) => deleteOwnWebhooks(service, row.form_id));
      return auditedUpdate(before, { notifications_enabled: 0, webhook_secret_hash: null });
    },

    /** The retention period of its responses and the viewing log, based on the form's updatedAt. */
    dataProtection: (id: string, body: DataProtection): Promise<WorkflowForm> =>
      setDataProtection(db, id, body, answer),

    /** WF-04: marks a form as a test form, or active again (which also clears an error). */
    async setStatus(id: string, status: 'test' | 'active'): Promise<WorkflowForm> {
      return auditedUpdate(await answer(await liveForm(id)), { status, status_message: null });
    },
  };
}

function duplicateForm(): AppError {
  return new AppError('duplicate-form', {
    message: 'The form already exists',
    errors: [{ name: 'formId', message: 'duplicate-form' }],
  });
}

export type WorkflowFormsService = ReturnType<typeof workflowFormsService>;
