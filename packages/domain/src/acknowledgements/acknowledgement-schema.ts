import { z } from 'zod';
import { modelDifferenceSchema } from '../process-models/compare/difference-schema.js';

/**
 * A user's acknowledgement task of one published revision: the revision touches them (a step of theirs
 * changed, or they hold the model's owner or manager role) and asks them to confirm having read it.
 * `confirmedAt` null: not confirmed; `replacedBy` the later revision whose task closed this one
 * unconfirmed (null: not replaced). The list of open tasks holds neither confirmed nor replaced ones.
 */
export const acknowledgementSchema = z
  .object({
    processModelId: z.string(),
    /** The model's name in this revision. */
    modelName: z.string(),
    revision: z.number().int().positive(),
    publishedAt: z.number(),
    publishedBy: z.object({ name: z.string() }).strict(),
    changeNote: z.string().nullable(),
    /** When the task was made: when the revision was published. */
    createdAt: z.number(),
    confirmedAt: z.number().nullable(),
    replacedBy: z.number().int().positive().nullable(),
  })
  .strict()
  .meta({ id: 'Acknowledgement' });
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

/** `GET /api/acknowledgement`: the caller's open tasks, newest first. */
export const acknowledgementListSchema = z.array(acknowledgementSchema);

/**
 * `GET /api/acknowledgement/{processModelId}/{revision}`: the task, what the revision changed since the
 * one before (every step added for the first), and the changed steps that are the caller's (their
 * actor role in either version is one the caller holds), in the order the difference names them.
 */
export const acknowledgementDetailSchema = z
  .object({
    acknowledgement: acknowledgementSchema,
    difference: modelDifferenceSchema,
    myStepIds: z.array(z.string()),
  })
  .strict()
  .meta({ id: 'AcknowledgementDetail' });
export type AcknowledgementDetail = z.infer<typeof acknowledgementDetailSchema>;

/** The confirmed share of those asked (0 to 1); null when nobody was asked. */
export const confirmationShareSchema = z.number().min(0).max(1).nullable();

/** The people one revision asked, and who of them confirmed (for the model's owner and manager). */
export const acknowledgementReportSchema = z
  .object({
    asked: z.number().int().nonnegative(),
    confirmed: z.number().int().nonnegative(),
    share: confirmationShareSchema,
    people: z.array(
      z
        .object({
          user: z.object({ id: z.string(), name: z.string(), email: z.string() }).strict(),
          confirmedAt: z.number().nullable(),
          /** A later revision's task closed this one unconfirmed. */
          replaced: z.boolean(),
        })
        .strict(),
    ),
  })
  .strict()
  .meta({ id: 'AcknowledgementReport' });
export type AcknowledgementReport = z.infer<typeof acknowledgementReportSchema>;

/** The columns of the report's CSV file, in order. */
export const ACKNOWLEDGEMENT_CSV_COLUMNS = ['name', 'email', 'confirmedAt', 'replaced'] as const;

/** confirmed / asked, or null when nobody was asked. */
export function confirmationShare(asked: number, confirmed: number): number | null {
  return asked === 0 ? null : confirmed / asked;
}
