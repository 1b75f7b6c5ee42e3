import { z } from 'zod';

/** The longest retention period of a workflow form's responses, in months (100 years). */
export const RETENTION_MONTHS_MAX = 1200;

/**
 * `PUT /api/workflow/{id}/data-protection`: how many months after closing the daily job deletes a form's
 * responses (null: they are kept), and whether every opening of a response is recorded in the audit trail
 * (the viewing log); with the form's `updatedAt` it is based on (409 conflict when stale).
 */
export const dataProtectionSchema = z
  .object({
    retentionMonths: z
      .number()
      .int()
      .min(1, { error: 'invalid-value' })
      .max(RETENTION_MONTHS_MAX, { error: 'invalid-value' })
      .nullable(),
    viewingLog: z.boolean(),
    updatedAt: z.number().int().nonnegative(),
  })
  .strict()
  .meta({ id: 'DataProtection' });
export type DataProtection = z.infer<typeof dataProtectionSchema>;
