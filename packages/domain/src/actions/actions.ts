import { z } from 'zod';
import { REMARKS_LIMIT, TEXT_LIMIT } from '../constants.js';
import { updateBodySchema } from '../update-body.js';
import { parseDayMonthYear } from './day-month-year.js';

/** AC-07, AC-28: the statuses of a response's follow-up action. */
export const ACTION_STATUSES = ['open', 'waiting', 'closed'] as const;
/** The statuses of an action still to be done (the home page's open actions). */
export const OPEN_ACTION_STATUSES = ['open', 'waiting'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/** Rows per page of the my-actions list (AC-03). */
export const ACTION_PAGE_SIZE = 20;

const reference = z.object({ id: z.uuid(), name: z.string() });

/** I18N-05: 'dd-MM-yyyy', a real calendar date. */
export const dayMonthYearSchema = z
  .string({ error: 'invalid-date' })
  .refine((text) => parseDayMonthYear(text) !== null, { error: 'invalid-date' });

/**
 * AC-08: a follow-up action of a response. `owner` is the user who created it, `reviewer` the response's
 * reviewer role; dates are day-month-year text; `created` and `updated` are epoch milliseconds.
 */
export const responseActionSchema = z
  .object({
    id: z.uuid(),
    formId: z.uuid(),
    responseId: z.uuid(),
    action: z.string(),
    remarks: z.string(),
    status: z.enum(ACTION_STATUSES),
    assignee: reference.nullable(),
    owner: reference.nullable(),
    reviewer: reference.nullable(),
    startDate: z.string(),
    endDate: z.string(),
    created: z.number(),
    updated: z.number(),
    /**
     * AC-06: whether its holder can still update it: neither the action nor its response is closed or
     * deleted. The holder still reads an action that is not available (read-only, 'Not available anymore').
     */
    available: z.boolean(),
  })
  .meta({ id: 'ResponseAction' });
export type ResponseAction = z.infer<typeof responseActionSchema>;

/**
 * AC-10: `POST` (create, `id` chosen by the client) and `PUT` (edit, with the `updated` it is based on)
 * of `/api/response-action`. The end date may not lie before the start date.
 */
export const responseActionBodySchema = z
  .object({
    id: z.uuid({ error: 'invalid-id' }),
    formId: z.uuid({ error: 'invalid-id' }),
    responseId: z.uuid({ error: 'invalid-id' }),
    action: z.string().trim().min(1, { error: 'not-empty' }).max(TEXT_LIMIT, { error: 'text-too-long' }),
    remarks: z.string().max(REMARKS_LIMIT, { error: 'text-too-long' }),
    status: z.enum(ACTION_STATUSES, { error: 'invalid-value' }),
    assignee: reference.nullable(),
    startDate: dayMonthYearSchema,
    endDate: dayMonthYearSchema,
    /** PUT: the `updated` of the action the edit was based on; a stale one is refused with 409 conflict. */
    updated: z.number().optional(),
  })
  .strict()
  .superRefine((body, context) => {
    const start = parseDayMonthYear(body.startDate);
    const end = parseDayMonthYear(body.endDate);
    if (start && end && dateValue(end) < dateValue(start))
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'end-before-start' });
  })
  .meta({ id: 'ResponseActionBody' });
export type ResponseActionBody = z.infer<typeof responseActionBodySchema>;

/**
 * `PUT /api/response-action`: the body, where the fields only GET answers (owner, reviewer, created) may
 * come back, ignored.
 */
export const responseActionUpdateSchema = updateBodySchema(
  responseActionBodySchema,
  responseActionSchema,
).meta({
  id: 'ResponseActionUpdate',
});

function dateValue(date: { year: number; month: number; day: number }): number {
  return date.year * 10_000 + date.month * 100 + date.day;
}

/** AC-05: `PUT /api/response-action/status`, the action holder's update. */
export const actionStatusUpdateSchema = z
  .object({
    id: z.uuid({ error: 'invalid-id' }),
    status: z.enum(ACTION_STATUSES, { error: 'invalid-value' }),
    remarks: z.string().max(REMARKS_LIMIT, { error: 'text-too-long' }),
    /** The `updated` of the action the change was based on. */
    updated: z.number(),
  })
  .strict()
  .meta({ id: 'ActionStatusUpdate' });
export type ActionStatusUpdate = z.infer<typeof actionStatusUpdateSchema>;

/** AC-03: one page of the caller's actions. */
export const responseActionPageSchema = z
  .object({ actions: z.array(responseActionSchema), totalPages: z.number().int().nonnegative() })
  .meta({ id: 'ResponseActionPage' });
export type ResponseActionPage = z.infer<typeof responseActionPageSchema>;

/**
 * `GET /api/response-action/open`: the caller's open and waiting actions, the earliest end date first (so
 * the overdue ones first): how many, how many are overdue (ended before today), and the first of them.
 */
export const openActionsSchema = z
  .object({
    count: z.number().int().nonnegative(),
    overdue: z.number().int().nonnegative(),
    items: z.array(responseActionSchema),
  })
  .strict()
  .meta({ id: 'OpenActions' });
export type OpenActions = z.infer<typeof openActionsSchema>;
