// Kept apart from the schemas (zod): the error catalogue imports these lists, and every page loads the
// catalogue, the first page (/login) too, which needs none of the workflow schemas
// (docs/decisions.md, "A small first page").

/** WF-12: the statuses of a response (in-progress shows as 'Open', on-hold 'Waiting', closed 'Finished'). */
export const RESPONSE_STATUSES = ['error', 'new', 'in-progress', 'on-hold', 'closed'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/**
 * Why a submission could not be matched (the response then has status `error`), as a key the web app
 * translates (`error.<key>`: the keys are in the error catalogue too).
 */
export const RESPONSE_ERROR_KEYS = [
  'unknown-user',
  'unknown-process-model',
  'unpublished-process-model',
  'no-matching-definition',
  'submission-not-found',
] as const;
export type ResponseErrorKey = (typeof RESPONSE_ERROR_KEYS)[number];
