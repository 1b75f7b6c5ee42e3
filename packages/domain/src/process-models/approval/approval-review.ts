import { z } from 'zod';
import { modelDifferenceSchema } from '../compare/difference-schema.js';
import { processModelSchema } from '../schemas.js';
import { approvalTaskSchema } from './approval-schema.js';

/**
 * `GET /api/process_model/approval/{id}`: the submission awaiting approval, the submitted working copy,
 * and what it changes from the latest revision (the first revision: every step added).
 */
export const approvalReviewSchema = z
  .object({ task: approvalTaskSchema, model: processModelSchema, difference: modelDifferenceSchema })
  .strict()
  .meta({ id: 'ApprovalReview' });
export type ApprovalReview = z.infer<typeof approvalReviewSchema>;
