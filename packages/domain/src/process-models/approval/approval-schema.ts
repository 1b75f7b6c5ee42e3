import { z } from 'zod';
import { TEXT_LIMIT } from '../../constants.js';

/** A submission for approval: awaiting a decision, then approved, rejected or withdrawn by its submitter. */
export const APPROVAL_STATES = ['awaiting', 'approved', 'rejected', 'withdrawn'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** The longest reason an approver gives for a rejection. */
export const APPROVAL_REASON_MAX_LENGTH = 2000;

const person = z.object({ id: z.string(), name: z.string() }).strict();

/** A working copy submitted for approval with its change note, and the decision on it. */
export const approvalRequestSchema = z
  .object({
    id: z.string(),
    processModelId: z.string(),
    state: z.enum(APPROVAL_STATES),
    /** The role whose holders decide, with its current name (empty when deleted since). */
    approvalRole: z.object({ id: z.string(), name: z.string().max(TEXT_LIMIT) }).strict(),
    submittedBy: person,
    submittedAt: z.number(),
    changeNote: z.string().nullable(),
    /** Open feedback the submitted revision marks done. */
    feedbackDone: z.array(z.string()),
    decidedBy: z.object({ name: z.string() }).strict().nullable(),
    decidedAt: z.number().nullable(),
    /** Why it was rejected; null otherwise. */
    reason: z.string().nullable(),
  })
  .strict()
  .meta({ id: 'ApprovalRequest' });
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

/** `POST /api/process_model/approval/{id}/reject`: why (required). */
export const approvalRejectionSchema = z
  .object({ reason: z.string().trim().min(1).max(APPROVAL_REASON_MAX_LENGTH) })
  .strict()
  .meta({ id: 'ApprovalRejection' });
export type ApprovalRejection = z.infer<typeof approvalRejectionSchema>;

/**
 * `GET /api/process_model/approval`: a submission the caller may decide (they hold its role and did
 * not submit it), with the model's names: the working copy's and its latest revision's.
 */
export const approvalTaskSchema = z
  .object({
    processModelId: z.string(),
    name: z.string(),
    /** The latest published revision (0: none yet); the comparison is with it. */
    revision: z.number().int().nonnegative(),
    request: approvalRequestSchema,
  })
  .strict()
  .meta({ id: 'ApprovalTask' });
export type ApprovalTask = z.infer<typeof approvalTaskSchema>;
