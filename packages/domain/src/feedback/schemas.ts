import { z } from 'zod';
import { fileRecordSchema } from '../files/schemas.js';

/** The longest feedback text, and the longest reason for declining it. */
export const FEEDBACK_TEXT_MAX = 2000;

/**
 * What became of feedback: open until the owner or manager answers; accepted (will be dealt with),
 * declined (with a reason), or done (by hand, or by the revision that dealt with it).
 */
export const FEEDBACK_STATUSES = ['open', 'accepted', 'declined', 'done'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The statuses a new revision may mark done (the others are answered already). */
export const FEEDBACK_OPEN_STATUSES = ['open', 'accepted'] as const satisfies readonly FeedbackStatus[];

const reference = z.object({ id: z.uuid(), name: z.string() });

/** `POST /api/process_model/{id}/feedback`: feedback on the published model, or on one step of it. */
export const feedbackBodySchema = z
  .object({
    /** A step of the latest revision; absent or null: the model as a whole. */
    stepId: z.uuid({ error: 'invalid-id' }).nullish(),
    text: z
      .string({ error: 'not-set' })
      .trim()
      .min(1, { error: 'not-empty' })
      .max(FEEDBACK_TEXT_MAX, { error: 'text-too-long' }),
    /** A file the author uploaded (`POST /api/file/upload`), attached to the feedback. */
    fileId: z.uuid({ error: 'invalid-id' }).nullish(),
  })
  .strict()
  .meta({ id: 'FeedbackBody' });
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

/** Feedback as its author, and the model's owner and manager, see it. */
export const feedbackSchema = z
  .object({
    id: z.uuid(),
    processModelId: z.uuid(),
    /** The model's name in its latest revision. */
    processModelName: z.string(),
    /** The revision the feedback was given on. */
    revision: z.number().int(),
    /** The step, named as it was in that revision; null: the model as a whole. */
    step: reference.nullable(),
    text: z.string(),
    file: fileRecordSchema.nullable(),
    author: reference,
    createdAt: z.number(),
    status: z.enum(FEEDBACK_STATUSES),
    /** Why it was declined; null otherwise. */
    reason: z.string().nullable(),
    /** The revision that dealt with it; null unless a publish marked it done. */
    doneInRevision: z.number().int().nullable(),
    updatedAt: z.number(),
  })
  .meta({ id: 'Feedback' });
export type Feedback = z.infer<typeof feedbackSchema>;

/** `PUT /api/feedback/{id}/status`: the owner's or manager's answer; declined needs a reason. */
export const feedbackStatusUpdateSchema = z
  .object({
    status: z.enum(FEEDBACK_STATUSES, { error: 'invalid-value' }),
    reason: z.string().trim().max(FEEDBACK_TEXT_MAX, { error: 'text-too-long' }).nullish(),
    /** The `updatedAt` of the feedback the answer was based on; a stale one is refused with 409 conflict. */
    updatedAt: z.number({ error: 'not-set' }),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.status === 'declined' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'not-empty' });
  })
  .meta({ id: 'FeedbackStatusUpdate' });
export type FeedbackStatusUpdate = z.infer<typeof feedbackStatusUpdateSchema>;

/**
 * Feedback a revision marked done, as its change note lists it to everyone who may read the revision:
 * no status, file or author id.
 */
export const feedbackDoneItemSchema = z
  .object({
    id: z.uuid(),
    /** The step's name when the feedback was given; null: the model as a whole. */
    stepName: z.string().nullable(),
    text: z.string(),
    authorName: z.string(),
  })
  .meta({ id: 'FeedbackDoneItem' });
export type FeedbackDoneItem = z.infer<typeof feedbackDoneItemSchema>;
