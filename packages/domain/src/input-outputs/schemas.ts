import { z } from 'zod';
import { TEXT_LIMIT, URL_LIMIT } from '../constants.js';
import { roleRefSchema } from '../process-models/schemas.js';
import { updateBodySchema } from '../update-body.js';
import { APPLICATIONS, CLASSIFICATIONS, INPUT_OUTPUT_TYPES, PERIODS } from './definition-constants.js';

const text = z.string().max(TEXT_LIMIT, { error: 'text-too-long' });

/** A role of a definition as sent: `{id, name}`, the 'unknown role' placeholder, or null. Read back as `{id,name}` or null. */
const definitionRole = roleRefSchema.nullable();

const definitionFields = {
  id: z.uuid({ error: 'invalid-id' }),
  /** The model the definition belongs to, or GLOBAL_PROCESS_MODEL_ID for a global one. */
  processModelId: z.uuid({ error: 'invalid-id' }),
  type: z.enum(INPUT_OUTPUT_TYPES),
  name: text.trim().min(1, { error: 'not-empty' }),
  description: text,
  /** Per kind: '' (information), a web address (link), a workflow form id (form, form-result), a file id (upload). */
  data: z.string().max(URL_LIMIT, { error: 'text-too-long' }),
  period: z.enum(PERIODS),
  classification: z.enum(CLASSIFICATIONS),
  /** Link and upload types only; null for the others. */
  application: z.enum(APPLICATIONS).nullable(),
  owner: definitionRole,
  reviewer: definitionRole,
  drafter: definitionRole,
  actionHolder: definitionRole,
  reader: definitionRole,
};

/**
 * `POST` (create) and `PUT` (change) `/api/input-output`. The per-type rules (a link's address, a form's
 * workflow form, an upload's file, the reviewer of a form) are checked by `inputOutputProblems` and, against
 * stored data, by the server.
 */
export const inputOutputBodySchema = z
  .object({
    ...definitionFields,
    /** PUT: the version the change was based on; a stale one is refused with 409 conflict. Ignored on POST. */
    updatedAt: z.number().int().nonnegative().optional(),
  })
  .strict()
  .meta({ id: 'InputOutputBody' });
export type InputOutputBody = z.infer<typeof inputOutputBodySchema>;

/** A definition as the server answers it: roles are `{id, name}` or null, never the placeholder. */
export const inputOutputSchema = z
  .object({
    ...definitionFields,
    /** When the definition last changed; the server always sends it (send it back with PUT). */
    updatedAt: z.number().int().nonnegative().optional(),
  })
  .meta({ id: 'InputOutput' });
export type InputOutput = z.infer<typeof inputOutputSchema>;

/** `PUT /api/input-output`: the body, where the fields only GET answers may come back, ignored. */
export const inputOutputUpdateSchema = updateBodySchema(inputOutputBodySchema, inputOutputSchema).meta({
  id: 'InputOutputUpdate',
});
