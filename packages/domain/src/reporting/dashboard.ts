import { z } from 'zod';
import { URL_LIMIT } from '../constants.js';
import { DASHBOARD_KINDS } from '../security/dashboard-kinds.js';
import { updateBodySchema } from '../update-body.js';

/** Longest host name (RFC 1035). */
export const HOST_NAME_LIMIT = 253;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** A host name as the browser sends it (without port), stored in lowercase. */
export const hostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(HOST_NAME_LIMIT)
  .regex(HOST_NAME, { error: 'invalid-value' });

/** Is `value` a host name a dashboard link may be shown on? */
export function isHostName(value: string): boolean {
  return hostNameSchema.safeParse(value).success;
}

function isSecureOrLocal(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || LOOPBACK.test(url.hostname);
  } catch {
    return false;
  }
}

/** The dashboard's address: https, or http on this machine only (trying it out). */
export const dashboardUrlSchema = z
  .string()
  .trim()
  .max(URL_LIMIT, { error: 'text-too-long' })
  .pipe(z.url({ protocol: /^https?$/, error: 'invalid-url' }))
  .refine(isSecureOrLocal, { error: 'invalid-url' });

const linkFields = {
  id: z.uuid(),
  host: hostNameSchema,
  url: dashboardUrlSchema,
  kind: z
    .enum(DASHBOARD_KINDS)
    .describe("test: 'view business model and workflows'; customer: 'view dashboard and forms'"),
};

/** `POST /api/dashboard`: a link under an id the client chose. */
export const dashboardLinkCreateSchema = z.object(linkFields).strict().meta({ id: 'DashboardLinkCreate' });
export type DashboardLinkCreate = z.infer<typeof dashboardLinkCreateSchema>;

/** The home screen's link to the reporting dashboard on one host (spec part 1 §1). */
export const dashboardLinkSchema = z
  .object({
    id: z.string(),
    host: z.string(),
    url: z.string(),
    kind: z.enum(DASHBOARD_KINDS),
    updatedAt: z.number(),
  })
  .meta({ id: 'DashboardLink' });
export type DashboardLink = z.infer<typeof dashboardLinkSchema>;

/** `PUT /api/dashboard`: with the `updatedAt` it is based on (409 conflict when stale). */
export const dashboardLinkUpdateSchema = updateBodySchema(
  z.object({ ...linkFields, updatedAt: z.number().int().nonnegative() }).strict(),
  dashboardLinkSchema,
).meta({ id: 'DashboardLinkUpdate' });
export type DashboardLinkUpdate = z.infer<typeof dashboardLinkUpdateSchema>;

/** The absolute addresses of one feed, from the public URL (STROOMLIJN_PUBLIC_URL). */
const feedAddressesSchema = z.object({
  csv: z.string().describe('The CSV file'),
  json: z.string().describe('The first JSON page (?format=json)'),
});

/** `GET /api/dashboard-status`: times in epoch milliseconds, null for never. */
export const dashboardStatusSchema = z
  .object({
    feeds: z.object({
      configured: z.boolean().describe('STROOMLIJN_FEED_API_KEY is set'),
      addresses: z.object({ responses: feedAddressesSchema, actions: feedAddressesSchema }),
      responsesLastRead: z.number().nullable(),
      actionsLastRead: z.number().nullable(),
    }),
    formService: z.object({
      configured: z.boolean().describe('JOTFORM_API_KEY is set'),
      lastPoll: z.number().nullable().describe('The newest successful read of any form'),
      lastError: z
        .string()
        .nullable()
        .describe('Why the last read of a form in status error failed (a message key); null if none is'),
    }),
  })
  .meta({ id: 'DashboardStatus' });
export type DashboardStatus = z.infer<typeof dashboardStatusSchema>;
