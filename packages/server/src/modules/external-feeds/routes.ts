import {
  ACTION_FEED_COLUMNS,
  actionFeedPageSchema,
  feedQuerySchema,
  RESPONSE_FEED_COLUMNS,
  responseFeedPageSchema,
} from '@stroomlijn/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { readsSession, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import { checkFeedAccess, feedReader } from './api-key.js';
import type { FeedsService } from './service.js';

const route = routeOptions('external-feeds');

const ACCESS =
  'With the feed key (STROOMLIJN_FEED_API_KEY) in the header X-API-Key or the query parameter apiKey ' +
  '(401 not-authenticated when none is configured, or it is missing or wrong), or as a signed-in ' +
  'administrator without a key (403 not-allowed for other users).';
const FORMAT =
  'By default a CSV file (text/csv, UTF-8, RFC 4180, CRLF, a header row, times ISO-8601 UTC, every row; ' +
  "cells starting with =, +, -, @, tab or CR are prefixed with '); with format=json one page {data, next} " +
  'of offset and limit. updatedSince keeps the rows changed at or after that time; 422 validation for a ' +
  'bad parameter.';

/** A feed's answer: the CSV file (the default) or, with format=json, one page. */
const feedAnswer = <P extends z.ZodType>(columns: readonly string[], page: P) => ({
  description: 'The CSV file (an attachment), or with format=json one page',
  content: {
    'text/csv': {
      schema: z.string().describe(`A CSV file with the columns ${columns.join(', ')}`),
    },
    'application/json': { schema: page },
  },
});

/** The feed key in the header or the query, or the session of a signed-in administrator. */
const FEED_SECURITY: Record<string, string[]>[] = [
  { feedKeyHeader: [] },
  { feedKeyQuery: [] },
  { session: [] },
];

function sendFile(reply: FastifyReply, name: string, file: NodeJS.ReadableStream) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(file);
}

/**
 * EX-08, EX-09: the reporting tool's (ClicData) feeds of live responses and actions. The key check is
 * this module's own (a hook on its routes, before validation); the route is public to the auth plugin
 * but reads the session, for the administrator's access without a key.
 */
export function registerFeedRoutes(api: ModuleApp, feeds: FeedsService, feedApiKey: string | null): void {
  api.addHook('onRequest', async (request) => checkFeedAccess(request, feedApiKey));

  api.get(
    '/responses',
    route(
      readsSession,
      `EX-08: the live responses (not of test forms, not in status error) with their progress. ${FORMAT} ${ACCESS}`,
      {
        querystring: feedQuerySchema,
        response: { 200: feedAnswer(RESPONSE_FEED_COLUMNS, responseFeedPageSchema) },
        security: FEED_SECURITY,
      },
      [401, 403],
    ),
    async (request, reply) => {
      if (request.query.format === 'json') {
        const page = await feeds.responsesPage(
          request.query,
          request.routeOptions.url ?? '',
          feedReader(request),
        );
        return reply.header('cache-control', 'no-store').send(page);
      }
      return sendFile(reply, 'responses.csv', feeds.responsesFile(request.query, feedReader(request)));
    },
  );

  api.get(
    '/actions',
    route(
      readsSession,
      `EX-09: the live actions of live responses (as in the responses feed); start and end dates yyyy-MM-dd. ${FORMAT} ${ACCESS}`,
      {
        querystring: feedQuerySchema,
        response: { 200: feedAnswer(ACTION_FEED_COLUMNS, actionFeedPageSchema) },
        security: FEED_SECURITY,
      },
      [401, 403],
    ),
    async (request, reply) => {
      if (request.query.format === 'json') {
        const page = await feeds.actionsPage(
          request.query,
          request.routeOptions.url ?? '',
          feedReader(request),
        );
        return reply.header('cache-control', 'no-store').send(page);
      }
      return sendFile(reply, 'actions.csv', feeds.actionsFile(request.query, feedReader(request)));
    },
  );
}
