import {
  inputOutputSchema,
  processModelListItemSchema,
  processModelSchema,
  revisionSchema,
  structureNodeSchema,
} from '@stroomlijn/domain';
import { arrayOf } from '../../lib/schema';

// The checks of the process model API's answers, imported on first use (process-models-api.ts), so that the
// editor's first paint builds none of zod's schemas (docs/decisions.md, "The editor's cold load").

export const modelList = arrayOf(processModelListItemSchema);
export const model = processModelSchema;
export const revisions = arrayOf(revisionSchema);
export const structure = structureNodeSchema;
export const definitions = arrayOf(inputOutputSchema);
