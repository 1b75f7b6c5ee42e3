import { lazyParsers } from '../../lib/schema';

/**
 * The checks of the process model API's answers (answer-schemas.ts), loaded on first use
 * (docs/decisions.md, "A small first page").
 */
export const answers = lazyParsers(() => import('./answer-schemas'));
