import { z } from 'zod';
import { updateBodySchema } from '../update-body.js';
import { CHANGE_NOTE_MAX_LENGTH, FEEDBACK_DONE_MAX } from './model-constants.js';
import { processModelInputSchema, processModelSchema } from './schemas.js';

/**
 * `PUT /api/process_model`: the whole working copy plus the `updatedAt` it was based on (stale: 409
 * conflict); the read-only fields of `GET …/edit` (status, revision, publishedAt …) may come back, ignored.
 */
export const processModelUpdateSchema = updateBodySchema(
  processModelInputSchema.required({ updatedAt: true }),
  processModelSchema,
).meta({ id: 'ProcessModelUpdate' });
export type ProcessModelUpdate = z.infer<typeof processModelUpdateSchema>;

/**
 * `POST /api/process_model/publish/{id}`: without a body it publishes the working copy as it is; with
 * `model` it saves that first (save-and-publish, one transaction); `changeNote` says what changed and why
 * (optional; kept with the revision; blank counts as none); `feedbackDone` names open feedback the revision deals with.
 */
export const publishRequestSchema = z
  .object({
    model: processModelUpdateSchema.optional(),
    changeNote: z.string().trim().max(CHANGE_NOTE_MAX_LENGTH).optional(),
    /** Open feedback on the model that this revision deals with: marked done by it, and its authors told. */
    feedbackDone: z.array(z.uuid()).max(FEEDBACK_DONE_MAX).optional(),
  })
  .strict()
  .meta({ id: 'PublishRequest' });
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/** An item of `GET /api/process_model` and of `/published/actor|owner|manager`: a model without its graph. */
export const processModelListItemSchema = processModelSchema
  .omit({ steps: true, groups: true })
  .meta({ id: 'ProcessModelListItem' });
export type ProcessModelListItem = z.infer<typeof processModelListItemSchema>;

/** The three lists of `GET /api/process_model/published/{kind}`: models in which the caller's roles take part. */
export const PUBLISHED_MODEL_ROLES = ['actor', 'owner', 'manager'] as const;
export type PublishedModelRole = (typeof PUBLISHED_MODEL_ROLES)[number];
