import { z } from 'zod';
import { REVIEW_STATES } from './review-dates.js';

/**
 * `GET /api/process_model/review-due`: the published models whose owner or manager role the caller holds
 * and whose review comes up, is due or is overdue; the most urgent first (earliest review date).
 */
export const reviewDueSchema = z
  .object({
    count: z.number().int().nonnegative(),
    items: z.array(
      z
        .object({
          id: z.string(),
          name: z.string(),
          revision: z.number().int().positive(),
          reviewDate: z.number(),
          state: z.enum(REVIEW_STATES),
          /** The caller's part in the model: owner, manager or both. */
          parts: z.array(z.enum(['owner', 'manager'])),
        })
        .strict(),
    ),
  })
  .strict()
  .meta({ id: 'ReviewDue' });
export type ReviewDue = z.infer<typeof reviewDueSchema>;
