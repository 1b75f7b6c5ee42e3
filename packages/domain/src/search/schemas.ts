import { z } from 'zod';

/**
 * What a search finds, by kind: process models and their steps, the information groups of steps and the
 * input/output definitions (data streams), the entries of the business model, and workflow responses and
 * their actions.
 */
export const SEARCH_KINDS = [
  'process-model',
  'step',
  'information-group',
  'definition',
  'business-model-entry',
  'response',
  'action',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The length of a search query: at least one character, at most the text limit. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Hits per page of a search. */
export const SEARCH_PAGE_SIZE = 20;

/** `GET /api/search?q=…&kind=…&page=…`. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .min(1)
    .max(SEARCH_QUERY_MAX_LENGTH)
    .describe('What to look for, as typed: words, the last one a prefix; search syntax is read as text'),
  kind: z.enum(SEARCH_KINDS).optional().describe('Only hits of this kind'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('The page of hits (default 1)'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A part of a hit's snippet: the words that matched the query have `match` set. */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() }).strict();
export type SnippetPart = z.infer<typeof snippetPartSchema>;

/**
 * One hit: its kind and id, its title, a snippet of the text that matched with the matched words marked,
 * and where it opens:
 * - `process-model`: `processModelId` the model (= `id`); `stepId` null.
 * - `step`: `processModelId` its model, `stepId` the step (= `id`).
 * - `information-group`: `processModelId` its model, `stepId` the step it belongs to; `id` the group.
 * - `definition`: `processModelId` its model (the global process-model id for a global definition); `id`
 *   the definition; `stepId` null.
 * - `business-model-entry`: `id` the group, process group or link of the business model; `processModelId`
 *   the linked model for a process link, else null; `stepId` null.
 * - `response`: `formId` its workflow form, `responseId` the response (= `id`).
 * - `action`: `formId` and `responseId` of its response; `id` the action.
 * `formId` and `responseId` are null for every kind but `response` and `action`, which have no model or
 * step (null). `within` names the model or form a hit belongs to, so that a client needs no list of them.
 */
export const searchHitSchema = z
  .object({
    kind: z.enum(SEARCH_KINDS),
    id: z.string(),
    processModelId: z.string().nullable(),
    stepId: z.string().nullable(),
    formId: z.string().nullable(),
    responseId: z.string().nullable(),
    title: z.string(),
    within: z
      .string()
      .nullable()
      .describe(
        'The name of what the hit belongs to, as the caller may read it: the model of a model-bound hit (its working copy for modelers, its latest published revision for anyone else — the version the hit was found in), the form of a response or action; null for a business-model entry, a global definition and a definition of a model not yet published for a caller who is not a modeler. A model hit names itself.',
      ),
    snippet: z.array(snippetPartSchema),
  })
  .strict()
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHitSchema>;

/** One page of hits, best first, and the number of pages (at least 1). */
export const searchAnswerSchema = z
  .object({ hits: z.array(searchHitSchema), totalPages: z.number().int().positive() })
  .strict();
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
