import { lazyParsers } from '../../lib/schema';

/** The checks of the process model API's answers (answer-schemas.ts), loaded on first use (issue 17). */
export const answers = lazyParsers(() => import('./answer-schemas'));
