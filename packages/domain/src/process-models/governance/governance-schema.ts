import { z } from 'zod';
import { confirmationShareSchema } from '../../acknowledgements/acknowledgement-schema.js';
import { reviewIntervalSchema } from '../schemas.js';
import { REVIEW_STATES } from './review-dates.js';

const modelLine = {
  id: z.string(),
  name: z.string(),
  /** The latest published revision, 0 before the first publish. */
  revision: z.number().int().nonnegative(),
};

/**
 * `GET /api/process_model/governance` (modelers): the models that need a modeler's attention, each list in
 * name order; deleted models are left out.
 */
export const governanceOverviewSchema = z
  .object({
    /** The server's time the states were worked out at. */
    at: z.number(),
    /** Working copies without an owner role, a manager role or both. */
    withoutOwnerOrManager: z.array(
      z.object({ ...modelLine, ownerMissing: z.boolean(), managerMissing: z.boolean() }).strict(),
    ),
    /** Published models whose review is upcoming, due or overdue (`reviewState`). */
    reviews: z.array(
      z
        .object({
          ...modelLine,
          publishedAt: z.number(),
          reviewIntervalMonths: reviewIntervalSchema.unwrap(),
          reviewDate: z.number(),
          state: z.enum(REVIEW_STATES),
        })
        .strict(),
    ),
    /** Working copies with changes unpublished for longer than the window (`isStaleWorkingCopy`). */
    staleWorkingCopies: z.array(z.object({ ...modelLine, unpublishedSince: z.number() }).strict()),
    /** Published models whose latest revision opens a subprocess that has a newer revision since. */
    outdatedSubprocesses: z.array(
      z
        .object({
          ...modelLine,
          subprocesses: z.array(
            z
              .object({
                id: z.string(),
                name: z.string(),
                usedRevision: z.number().int().nonnegative(),
                latestRevision: z.number().int().positive(),
              })
              .strict(),
          ),
        })
        .strict(),
    ),
    /**
     * Every published model with the confirmations of its latest revision: of the people it asked to
     * confirm having read it, how many did; `share` confirmed / asked, null when nobody was asked.
     */
    confirmations: z.array(
      z
        .object({
          ...modelLine,
          asked: z.number().int().nonnegative(),
          confirmed: z.number().int().nonnegative(),
          share: confirmationShareSchema,
        })
        .strict(),
    ),
  })
  .strict()
  .meta({ id: 'GovernanceOverview' });
export type GovernanceOverview = z.infer<typeof governanceOverviewSchema>;
