import { z } from 'zod';
import { FORM_STATUS_MESSAGES, WORKFLOW_FORM_STATUSES } from './form-statuses.js';

/** A form of the external form service as `GET /api/workflow` lists it (spec part 2 §3). */
export const workflowFormListItemSchema = z
  .object({ id: z.uuid(), name: z.string(), formId: z.string() })
  .meta({ id: 'WorkflowFormListItem' });
export type WorkflowFormListItem = z.infer<typeof workflowFormListItemSchema>;

/** The statuses an administrator sets (`error` is set by the server when the form service fails). */
export const SETTABLE_FORM_STATUSES = ['active', 'test'] as const;

/** A form id of the form service: digits only (JotForm ids are 15 digits and more). */
export const SERVICE_ID_PATTERN = /^\d{1,30}$/;

/** WF-03: `GET /api/workflow/{id}`. */
export const workflowFormSchema = z
  .object({
    id: z.uuid(),
    formId: z.string(),
    name: z.string(),
    /** Epoch milliseconds of the last successful read from the form service; null before the first. */
    processedDate: z.number().nullable(),
    status: z.enum(WORKFLOW_FORM_STATUSES),
    statusMessage: z.enum(FORM_STATUS_MESSAGES).nullable(),
    /** Live responses of the form. */
    responseCount: z.number().int().nonnegative(),
    notificationsEnabled: z.boolean(),
    /** Months after closing that its responses are deleted; null: they are kept. */
    retentionMonths: z.number().int().positive().nullable(),
    /** Whether every opening of one of its responses is recorded in the audit trail. */
    viewingLog: z.boolean(),
    /**
     * Epoch milliseconds of the run of the daily job that will delete its oldest closed response; null
     * when none is closed or its responses are kept.
     */
    nextDeletionAt: z.number().nullable(),
    /** The version of what administrators set on it (the form service's reads leave it). */
    updatedAt: z.number(),
  })
  .meta({ id: 'WorkflowForm' });
export type WorkflowForm = z.infer<typeof workflowFormSchema>;

/**
 * WF-23: `GET /api/workflow/{processModelId}/{formId}`: the form of a process model's form definition,
 * for the embedded form page; `url` is the form's address at the form service (without the query that
 * passes userId and processModelId).
 */
export const embeddedFormSchema = workflowFormListItemSchema
  .extend({ url: z.string() })
  .meta({ id: 'EmbeddedForm' });
export type EmbeddedForm = z.infer<typeof embeddedFormSchema>;

/** WF-05: `POST /api/workflow/form`; the id is a new UUID chosen by the client. */
export const workflowFormAddSchema = z
  .object({
    id: z.uuid({ error: 'invalid-id' }),
    formId: z
      .string()
      .trim()
      .min(1, { error: 'not-empty' })
      .regex(SERVICE_ID_PATTERN, { error: 'invalid-value' }),
  })
  .strict()
  .meta({ id: 'WorkflowFormAdd' });
export type WorkflowFormAdd = z.infer<typeof workflowFormAddSchema>;

/** WF-04: `POST /api/workflow/{id}/status`: mark a form as a test form or active again. */
export const workflowFormStatusBodySchema = z
  .object({ status: z.enum(SETTABLE_FORM_STATUSES) })
  .strict()
  .meta({ id: 'WorkflowFormStatusBody' });
export type WorkflowFormStatusBody = z.infer<typeof workflowFormStatusBodySchema>;

/**
 * `GET /api/workflow/settings`: what the administrator's screens say about the server's set-up: whether
 * the form service (JOTFORM_API_KEY) and outgoing email (SMTP_URL) are configured, and how often the server
 * polls the form service (0: never).
 */
export const workflowSettingsSchema = z
  .object({
    formServiceConfigured: z.boolean(),
    emailConfigured: z.boolean(),
    pollSeconds: z.number().int().nonnegative(),
  })
  .meta({ id: 'WorkflowSettings' });
export type WorkflowSettings = z.infer<typeof workflowSettingsSchema>;
