import { z } from 'zod';
import { TEXT_LIMIT } from '../constants.js';
import { answerValueSchema } from './answer-values.js';
import { RESPONSE_ERROR_KEYS, RESPONSE_STATUSES } from './statuses.js';

/** WF-10: rows per page of the response lists. */
export const RESPONSE_PAGE_SIZE = 20;

const reference = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'NamedReference' });

/** One answer of a submission, in the form's question order. */
export const responseAnswerSchema = z
  .object({
    /** The question id of the form service. */
    questionId: z.string(),
    /** The question's text. */
    question: z.string(),
    /** The answer as people read it. */
    data: z.string(),
    /** The form service's field type, e.g. `control_textbox`. */
    type: z.string(),
    /** The answer's structure (a date, a name, files …); absent for plain text and for older responses. */
    value: answerValueSchema.optional(),
  })
  .meta({ id: 'ResponseAnswer' });
export type ResponseAnswer = z.infer<typeof responseAnswerSchema>;

/** WF-11: a response of a workflow form. */
export const workflowResponseSchema = z
  .object({
    id: z.uuid(),
    /** A running number per form that people can quote. */
    internalId: z.number().int().positive(),
    /** The form service's submission id (19 digits: a string end to end). */
    responseId: z.string(),
    subject: z.string(),
    /** Epoch milliseconds. */
    submissionDate: z.number(),
    processedDate: z.number(),
    status: z.enum(RESPONSE_STATUSES),
    errorMessage: z.enum(RESPONSE_ERROR_KEYS).nullable(),
    reviewer: reference.nullable(),
    sender: reference.nullable(),
    actionHolder: reference.nullable(),
    reader: reference.nullable(),
    remarks: z.string(),
    comment: z.string(),
    commenter: reference.nullable(),
    answers: z.array(responseAnswerSchema),
    /** The live actions of the response, and how many of them are closed (handled). */
    actionHandledStatus: z.object({ total: z.number().int(), handled: z.number().int() }),
    /** Stroomlijn's id of the form. */
    formId: z.uuid(),
    /** Epoch milliseconds of the last change; an edit sends it back (a stale one is refused, 409). */
    updatedAt: z.number(),
  })
  .meta({ id: 'WorkflowResponse' });
export type WorkflowResponse = z.infer<typeof workflowResponseSchema>;

/** WF-10: one page of responses, newest first. */
export const workflowResponsePageSchema = z
  .object({ responses: z.array(workflowResponseSchema), totalPages: z.number().int().nonnegative() })
  .meta({ id: 'WorkflowResponsePage' });
export type WorkflowResponsePage = z.infer<typeof workflowResponsePageSchema>;

/** WF-20: `POST …/comment`. */
export const responseCommentSchema = z
  .object({ comment: z.string().max(TEXT_LIMIT, { error: 'text-too-long' }) })
  .strict()
  .meta({ id: 'ResponseComment' });
export type ResponseComment = z.infer<typeof responseCommentSchema>;

/** The number of pages of `total` rows (at least 1: an empty list has one empty page). */
export function pageCount(total: number, pageSize = RESPONSE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * `GET /api/workflow/response/to-review`: the open responses (new, in progress, on hold) whose reviewer
 * role the caller holds: how many, and the newest of them.
 */
export const responsesToReviewSchema = z
  .object({ count: z.number().int().nonnegative(), items: z.array(workflowResponseSchema) })
  .strict()
  .meta({ id: 'ResponsesToReview' });
export type ResponsesToReview = z.infer<typeof responsesToReviewSchema>;
