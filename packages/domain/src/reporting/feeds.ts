import { z } from 'zod';
import { ACTION_STATUSES } from '../actions/actions.js';
import { RESPONSE_STATUSES } from '../responses/statuses.js';

/** The two feeds of the reporting tool (ClicData): `GET /api/external/clicdata/{feed}`. */
export const FEED_NAMES = ['responses', 'actions'] as const;
export type FeedName = (typeof FEED_NAMES)[number];

/** A CSV file (the default) or one page of JSON. */
export const FEED_FORMATS = ['csv', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** Rows of a JSON page unless `limit` says otherwise, and the most a page may hold. */
export const FEED_PAGE_LIMIT_DEFAULT = 500;
export const FEED_PAGE_LIMIT_MAX = 5000;
/** Longer than any key an operator sets; a longer one is simply wrong. */
export const FEED_API_KEY_MAX_LENGTH = 1000;

const OFFSET_MAX = 1_000_000_000;

/** An ISO-8601 time with a zone (`Z` or `+01:00`), also a real calendar time. */
const isoTime = z.iso
  .datetime({ offset: true, error: 'invalid-date' })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'invalid-date' });

/** The query of both feeds. `offset` and `limit` page the JSON format; the CSV file always holds every row. */
export const feedQuerySchema = z.object({
  format: z.enum(FEED_FORMATS).default('csv').describe('csv (default): a file; json: one page {data, next}'),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(OFFSET_MAX)
    .default(0)
    .describe('JSON only: rows to skip (default 0)'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FEED_PAGE_LIMIT_MAX)
    .default(FEED_PAGE_LIMIT_DEFAULT)
    .describe(
      `JSON only: rows per page (default ${FEED_PAGE_LIMIT_DEFAULT}, at most ${FEED_PAGE_LIMIT_MAX})`,
    ),
  updatedSince: isoTime
    .optional()
    .describe('Only rows changed at or after this ISO-8601 time, e.g. 2026-11-20T00:00:00Z'),
  apiKey: z
    .string()
    .max(FEED_API_KEY_MAX_LENGTH)
    .optional()
    .describe('The feed key (STROOMLIJN_FEED_API_KEY); the header X-API-Key is preferred'),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

const time = z.string().describe('ISO-8601 time in UTC');
const roleName = z.string().nullable().describe('Role name; null (an empty cell) for none');

/**
 * One live response: of a form that is not a test form and not in status error. No answers, remarks or
 * names of people: the reporting tool counts and groups, it does not read the contents.
 */
export const responseFeedRowSchema = z
  .object({
    id: z.string(),
    internalId: z.number().int().describe('Running number of the response within its form'),
    submissionId: z.string().describe("The form service's submission id"),
    formId: z.string().describe('Id of the workflow form'),
    serviceFormId: z.string().describe("The form service's form id"),
    formName: z.string(),
    status: z.enum(RESPONSE_STATUSES),
    reviewerRole: roleName,
    readerRole: roleName,
    actionHolderRole: roleName,
    submissionDate: time,
    processedDate: time,
    createdAt: time,
    updatedAt: time,
    actionsHandled: z.number().int().describe('Closed live actions'),
    actionsTotal: z.number().int().describe('Live actions'),
  })
  .meta({ id: 'ResponseFeedRow' });
export type ResponseFeedRow = z.infer<typeof responseFeedRowSchema>;

/** One live action of a live response (as in the responses feed). */
export const actionFeedRowSchema = z
  .object({
    id: z.string(),
    responseId: z.string(),
    responseInternalId: z.number().int(),
    formId: z.string(),
    serviceFormId: z.string(),
    formName: z.string(),
    status: z.enum(ACTION_STATUSES),
    reviewerRole: roleName.describe("The response's reviewer role; null for none"),
    actionHolderRole: roleName.describe("The response's action-holder role; null for none"),
    startDate: z.string().describe('yyyy-MM-dd'),
    endDate: z.string().describe('yyyy-MM-dd'),
    createdAt: time,
    updatedAt: time,
  })
  .meta({ id: 'ActionFeedRow' });
export type ActionFeedRow = z.infer<typeof actionFeedRowSchema>;

/** The columns of each CSV file, in order: the header row names them as the JSON rows do. */
export const RESPONSE_FEED_COLUMNS = Object.keys(responseFeedRowSchema.shape) as (keyof ResponseFeedRow)[];
export const ACTION_FEED_COLUMNS = Object.keys(actionFeedRowSchema.shape) as (keyof ActionFeedRow)[];

const next = z
  .string()
  .nullable()
  .describe('Absolute address of the next page (without the key), null on the last page');

export const responseFeedPageSchema = z
  .object({ data: z.array(responseFeedRowSchema), next })
  .meta({ id: 'ResponseFeedPage' });
export type ResponseFeedPage = z.infer<typeof responseFeedPageSchema>;

export const actionFeedPageSchema = z
  .object({ data: z.array(actionFeedRowSchema), next })
  .meta({ id: 'ActionFeedPage' });
export type ActionFeedPage = z.infer<typeof actionFeedPageSchema>;
