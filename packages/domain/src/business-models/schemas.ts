import { z } from 'zod';
import { TEXT_LIMIT, URL_LIMIT } from '../constants.js';
import { BUSINESS_MODEL_GROUP_IDS } from '../ids.js';
import { updateBodySchema } from '../update-body.js';

/** Spec part 1 §3: the one kind of business model there is. */
export const BUSINESS_MODEL_TYPES = ['standard'] as const;
export type BusinessModelType = (typeof BUSINESS_MODEL_TYPES)[number];

/** Upper bounds that keep one model far below the body limit and any screen's use. */
export const MAX_PROCESS_GROUPS_PER_GROUP = 200;
export const MAX_ITEMS_PER_PROCESS_GROUP = 500;

const text = z.string().max(TEXT_LIMIT);

/** The fixed groups in the order of the landscape: three stacked on the left, evaluation on the right. */
export const BUSINESS_MODEL_GROUP_ORDER: readonly string[] = [
  BUSINESS_MODEL_GROUP_IDS.manageOrganisation,
  BUSINESS_MODEL_GROUP_IDS.primaryProcesses,
  BUSINESS_MODEL_GROUP_IDS.supportOrganisation,
  BUSINESS_MODEL_GROUP_IDS.evaluation,
];

/** A web address of an external link: http or https only; anything else is the field message 'invalid-url'. */
export const webAddressSchema = z
  .url({ protocol: /^https?$/, error: 'invalid-url' })
  .max(URL_LIMIT, { error: 'text-too-long' });

/**
 * A link to a process model; it opens the model's latest published revision. `name` is the name of that
 * revision (the server refreshes it); `available` is set in answers only: false once the model is deleted
 * or has no published revision, and ignored when sent.
 */
export const processLinkSchema = z
  .object({
    processModelId: z.uuid(),
    name: text,
    available: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'BusinessModelProcessLink' });
export type ProcessLink = z.infer<typeof processLinkSchema>;

/** A link to an address outside the product; it opens in a new tab. */
export const externalLinkSchema = z
  .object({ url: webAddressSchema, name: text.min(1) })
  .strict()
  .meta({ id: 'BusinessModelExternalLink' });
export type ExternalLink = z.infer<typeof externalLinkSchema>;

export const businessModelItemSchema = z
  .union([processLinkSchema, externalLinkSchema])
  .meta({ id: 'BusinessModelItem' });
export type BusinessModelItem = z.infer<typeof businessModelItemSchema>;

export function isProcessLink(item: BusinessModelItem): item is ProcessLink {
  return 'processModelId' in item;
}

/** A process group inside a group; its title is optional (may be empty). */
export const processGroupSchema = z
  .object({
    id: z.uuid(),
    name: text,
    items: z.array(businessModelItemSchema).max(MAX_ITEMS_PER_PROCESS_GROUP),
  })
  .strict()
  .meta({ id: 'BusinessModelProcessGroup' });
export type ProcessGroup = z.infer<typeof processGroupSchema>;

/**
 * One of the four fixed groups (ids in BUSINESS_MODEL_GROUP_IDS). An empty name means the group's
 * standard title, which the web app shows in the user's language.
 */
export const businessModelGroupSchema = z
  .object({
    id: z.uuid(),
    name: text,
    items: z.array(processGroupSchema).max(MAX_PROCESS_GROUPS_PER_GROUP),
  })
  .strict()
  .meta({ id: 'BusinessModelGroup' });
export type BusinessModelGroup = z.infer<typeof businessModelGroupSchema>;

/** A business model as the server answers it. */
export const businessModelSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(BUSINESS_MODEL_TYPES),
    groups: z.array(businessModelGroupSchema),
    updatedAt: z.number(),
  })
  .meta({ id: 'BusinessModel' });
export type BusinessModel = z.infer<typeof businessModelSchema>;

/**
 * `PUT /api/business_model`: the whole model plus the `updatedAt` it was based on (stale: 409 conflict).
 * The four fixed groups must all be there (names may change).
 */
export const businessModelUpdateSchema = updateBodySchema(
  z
    .object({
      id: z.uuid(),
      type: z.enum(BUSINESS_MODEL_TYPES),
      groups: z.array(businessModelGroupSchema).max(BUSINESS_MODEL_GROUP_ORDER.length),
      updatedAt: z.number().int().nonnegative(),
    })
    .strict(),
  businessModelSchema,
)
  // Not '…Input': the OpenAPI generator names input variants so.
  .meta({ id: 'BusinessModelUpdate' });
export type BusinessModelUpdate = z.infer<typeof businessModelUpdateSchema>;
