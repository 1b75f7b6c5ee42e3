import { selectorItemSchema } from '@stroomlijn/domain';
import { arrayOf } from '../../lib/schema';

// The check of the role selector's answer, imported on first use (role-selector-query.ts), so that the
// editor's first paint builds none of zod's schemas (docs/decisions.md, "The editor's cold load").
export const roleList = arrayOf(selectorItemSchema);
