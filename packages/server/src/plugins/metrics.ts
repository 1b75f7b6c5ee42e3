import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { isStorageUnavailable } from '../db/storage-errors.js';
import { AppError } from '../errors.js';
import { type FormService, FormServiceError } from '../integrations/form-service.js';
import { type AppMetrics, type FormPollOutcome, NO_METRICS } from '../lib/metrics.js';
import { errorAnswer } from './error-handler.js';
import { fileAnswer } from './openapi-operations.js';

export const METRICS_PREFIX = 'stroomlijn_';

/** The route label of a request that matched no route: raw URLs would make a label value per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

const HTTP_LABELS = ['method', 'route', 'status_code'] as const;
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Does the request carry `Authorization: Bearer <token>`? In constant time (both hashed first). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const sent = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}

/** The route template (`/api/user/:id`), never the raw URL. */
function routeOf(request: FastifyRequest): string {
  return request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
}

/** The code of a storage error (`SQLITE_BUSY`, `57014`, `ECONNREFUSED` …), here or in its cause. */
function storageCode(error: unknown): string {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) return code;
    current = current instanceof AggregateError ? current.errors[0] : current.cause;
  }
  return 'none';
}

/** The registry of one app: every metric, the default process metrics, the pool gauges on PostgreSQL. */
function createMetrics(registry: Registry, database: DatabaseHandle) {
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });
  const metrics = {
    requests: new Counter({
      name: `${METRICS_PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, route template and status code',
      labelNames: HTTP_LABELS,
      registers,
    }),
    duration: new Histogram({
      name: `${METRICS_PREFIX}http_request_duration_seconds`,
      help: 'Time from receiving a request to the end of its answer, by method, route template and status code',
      labelNames: HTTP_LABELS,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    serverErrors: new Counter({
      name: `${METRICS_PREFIX}http_server_errors_total`,
      help: 'HTTP answers with a status of 500 or more, by method, route template and status code',
      labelNames: HTTP_LABELS,
      registers,
    }),
    errors: new Counter({
      name: `${METRICS_PREFIX}http_errors_total`,
      help: 'Error answers by the message key of their body and their status code',
      labelNames: ['message_key', 'status_code'],
      registers,
    }),
    storageUnavailable: new Counter({
      name: `${METRICS_PREFIX}storage_unavailable_errors_total`,
      help: 'Requests refused because the database could not answer (503 storage), by dialect and error code; SQLite busy waits that ran out are code="SQLITE_BUSY"',
      labelNames: ['dialect', 'code'],
      registers,
    }),
    formPolls: new Counter({
      name: `${METRICS_PREFIX}form_service_polls_total`,
      help: 'Polls of one form at the form service, by outcome: ok, a failure of the service (unavailable, unauthorized, refused, not-found) or error',
      labelNames: ['outcome'],
      registers,
    }),
    emails: new Counter({
      name: `${METRICS_PREFIX}emails_total`,
      help: 'Emails delivered (sent) or given up (failed)',
      labelNames: ['outcome'],
      registers,
    }),
    emailRetries: new Counter({
      name: `${METRICS_PREFIX}email_retries_total`,
      help: 'Failed attempts to deliver an email that are tried again later',
      registers,
    }),
  };
  for (const outcome of ['ok', 'unavailable', 'unauthorized', 'refused', 'not-found', 'error'])
    metrics.formPolls.inc({ outcome }, 0);
  for (const outcome of ['sent', 'failed']) metrics.emails.inc({ outcome }, 0);

  const { pool } = database;
  if (pool) {
    const poolGauge = (name: string, help: string, value: () => number) =>
      new Gauge({
        name: `${METRICS_PREFIX}db_pool_${name}`,
        help,
        registers,
        collect() {
          this.set(value());
        },
      });
    poolGauge('connections', 'Open connections of the PostgreSQL pool', () => pool.totalCount);
    poolGauge('idle_connections', 'Open connections of the pool that no query uses', () => pool.idleCount);
    poolGauge(
      'waiting_requests',
      'Queries waiting for a connection of the pool (all connections in use)',
      () => pool.waitingCount,
    );
    poolGauge('max_connections', 'The most connections the pool opens', () => pool.options.max);
  }
  return metrics;
}

/**
 * `GET /metrics` in Prometheus' text format, for a scraper with `Authorization: Bearer
 * <STROOMLIJN_METRICS_TOKEN>` (anyone else 401 not-authenticated). Without a token nothing is collected
 * and the route answers 404 like an unknown one (rather than the web app's index.html). Call it before
 * the modules register: its hooks reach the root's routes and the plugins registered after it. Returns
 * what the rest of the app counts with (passed to the modules in their context).
 */
export function registerMetrics(
  app: FastifyInstance,
  config: Pick<Config, 'metricsToken' | 'production'>,
  database: DatabaseHandle,
): AppMetrics {
  const token = config.metricsToken;
  const registry = token === null ? null : new Registry();

  const options = {
    config: { access: 'public', withoutDatabase: true, refusals: [401, 404] },
    schema: {
      tags: ['operations'],
      summary:
        'The metrics in the Prometheus text format, with the metrics token (STROOMLIJN_METRICS_TOKEN); 404 when none is configured',
      response: { 200: fileAnswer('text/plain', 'Prometheus text exposition format 0.0.4') },
      security: [{ metricsBearer: [] }],
    },
  } as const;
  app.get('/metrics', options, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (token === null || registry === null)
      throw new AppError('not-found', { message: `No route ${request.method} ${request.url.split('?')[0]}` });
    if (!bearerMatches(request, token)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('not-authenticated', {
        message: 'The metrics need a valid token (header Authorization: Bearer …)',
      });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  if (registry === null) return NO_METRICS;

  const metrics = createMetrics(registry, database);
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request), status_code: reply.statusCode };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.serverErrors.inc(labels);
  });
  app.addHook('onError', async (_request, _reply, error) => {
    const { appError } = errorAnswer(error, config.production);
    metrics.errors.inc({ message_key: appError.messageKey, status_code: appError.statusCode });
    if (isStorageUnavailable(error))
      metrics.storageUnavailable.inc({ dialect: database.dialect, code: storageCode(error) });
  });

  const counting: AppMetrics = {
    formPoll: (outcome) => metrics.formPolls.inc({ outcome }),
    mail: (outcome) => (outcome === 'retry' ? metrics.emailRetries.inc() : metrics.emails.inc({ outcome })),
  };
  app.addHook('onClose', async () => {
    registry.clear();
  });
  return counting;
}

/**
 * The form service, counting each poll of a form (`submissionsSince` read to its end or failed) by
 * outcome; the service itself when nothing is counted.
 */
export function countingFormPolls(service: FormService | null, metrics: AppMetrics): FormService | null {
  if (service === null || metrics === NO_METRICS) return service;
  return {
    form: (formId) => service.form(formId),
    submission: (submissionId) => service.submission(submissionId),
    async *submissionsSince(formId, since) {
      // Stays 'error' when the caller stops early: it failed storing a submission.
      let outcome: FormPollOutcome = 'error';
      try {
        yield* service.submissionsSince(formId, since);
        outcome = 'ok';
      } catch (error) {
        if (error instanceof FormServiceError) outcome = error.failure;
        throw error;
      } finally {
        metrics.formPoll(outcome);
      }
    },
    webhooks: (formId) => service.webhooks(formId),
    addWebhook: (formId, url) => service.addWebhook(formId, url),
    deleteWebhook: (formId, index) => service.deleteWebhook(formId, index),
  };
}
