import { z } from 'zod';

/** What happens to the free texts an erased person wrote (comments, action remarks, feedback). */
export const ERASURE_FREE_TEXTS = ['keep', 'remove'] as const;
export type ErasureFreeTexts = (typeof ERASURE_FREE_TEXTS)[number];

/** What a removed free text reads afterwards: one fixed marker, the same in every language's data. */
export const ERASED_TEXT = '[removed]';

/** The domain of an erased person's email address: reserved (RFC 2606), so that no mail is ever delivered. */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

/** `POST /api/person-data/{userId}/erase`: the user's `updatedAt` as read, so that a stale erasure is refused. */
export const eraseRequestSchema = z
  .object({
    freeTexts: z.enum(ERASURE_FREE_TEXTS),
    updatedAt: z.number().int().nonnegative(),
  })
  .strict()
  .meta({ id: 'EraseRequest' });
export type EraseRequest = z.infer<typeof eraseRequestSchema>;

/** How many of each kind of thing an erasure changed or removed. */
export const erasureCountsSchema = z
  .object({
    auditEntries: z.number().int(),
    freeTexts: z.number().int(),
    filesRemoved: z.number().int(),
    filesKept: z.number().int(),
    sessions: z.number().int(),
    records: z.number().int(),
  })
  .meta({ id: 'ErasureCounts' });
export type ErasureCounts = z.infer<typeof erasureCountsSchema>;

/** The answer of an erasure: the pseudonym the person is shown under from now on. */
export const erasureResultSchema = z
  .object({
    userId: z.uuid(),
    pseudonym: z.string(),
    erasedAt: z.number(),
    counts: erasureCountsSchema,
  })
  .meta({ id: 'ErasureResult' });
export type ErasureResult = z.infer<typeof erasureResultSchema>;
