import { AUDIT_PAGE_SIZE, type AuditPage, auditPageSchema, auditQuerySchema } from '@stroomlijn/domain';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { csvFile } from '../../lib/csv-file.js';
import { fileAnswer, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import { auditRepository, type EntryRow, toAuditEntry } from './repository.js';

const admins = ['ROLE_ADMIN'] as const;
const route = routeOptions('audit');
const exportQuery = auditQuerySchema.omit({ page: true });

const CSV_COLUMNS = [
  'seq',
  'time',
  'actorKind',
  'actorId',
  'actorName',
  'address',
  'requestId',
  'entity',
  'entityId',
  'action',
  'before',
  'after',
  'hash',
] as const;

function csvRow(row: EntryRow): Record<(typeof CSV_COLUMNS)[number], string | number | null> {
  const entry = toAuditEntry(row);
  return {
    seq: entry.seq,
    time: new Date(entry.at).toISOString(),
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    address: entry.address,
    requestId: entry.requestId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.change.before === null ? null : JSON.stringify(entry.change.before),
    after: entry.change.after === null ? null : JSON.stringify(entry.change.after),
    hash: entry.hash,
  };
}

/** The audit trail, read by administrators only; no route changes or deletes an entry. */
export function registerAuditRoutes(api: ModuleApp, db: Kysely<Database>): void {
  const entries = auditRepository(db);
  api.get(
    '/',
    route(
      admins,
      `The audit trail, newest first, ${AUDIT_PAGE_SIZE} a page: filtered by person (who did it, or whom it was about), entity (kind and id), action and period (from inclusive, to exclusive, in ms); a filtered count stops at 10,000 (more: true)`,
      { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    ),
    async (request): Promise<AuditPage> => {
      const { rows, total, more } = await entries.page(request.query);
      return { entries: rows.map(toAuditEntry), totalPages: Math.ceil(total / AUDIT_PAGE_SIZE), more };
    },
  );

  api.get(
    '/export.csv',
    route(
      admins,
      'The audit entries the filters match, oldest first, as a CSV file (RFC 4180, UTF-8, times ISO-8601 UTC)',
      {
        querystring: exportQuery,
        response: { 200: fileAnswer('text/csv', 'A CSV file') },
      },
    ),
    async (request, reply) => {
      const batches = async function* () {
        for await (const rows of entries.batches(request.query)) yield rows.map(csvRow);
      };
      const file: NodeJS.ReadableStream = csvFile(CSV_COLUMNS, batches());
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-trail.csv"')
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
