import { fileRecordSchema, inputOutputSchema, workflowFormListItemSchema } from '@stroomlijn/domain';
import { arrayOf } from '../../lib/schema';

// The checks of the definitions API's answers, imported on first use (input-outputs-api.ts), so that the
// editor's first paint builds none of zod's schemas (docs/decisions.md, "The editor's cold load").

export const definitions = arrayOf(inputOutputSchema);
export const definition = inputOutputSchema;
export const forms = arrayOf(workflowFormListItemSchema);
export const file = fileRecordSchema;
