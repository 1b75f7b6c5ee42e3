import { z } from 'zod';
import { MESSAGE_KEYS } from './message-keys.js';

export const fieldErrorSchema = z.object({ name: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const referenceSchema = z.object({ name: z.string() });

/** The body of every answer that is not 2xx (ARCHITECTURE.md "API shape"). */
export const errorBodySchema = z
  .object({
    message: z.string(),
    messageKey: z.enum(MESSAGE_KEYS),
    errors: z.array(fieldErrorSchema),
    references: z.array(referenceSchema),
    debugInfo: z.string(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
