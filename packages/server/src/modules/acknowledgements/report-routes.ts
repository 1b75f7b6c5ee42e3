import { ACKNOWLEDGEMENT_CSV_COLUMNS, acknowledgementReportSchema } from '@stroomlijn/domain';
import type { FastifyReply } from 'fastify';
import { csvFile } from '../../lib/csv-file.js';
import { requireAuth } from '../../plugins/auth.js';
import { attachmentDisposition } from '../files/index.js';
import { fileAnswer, revisionParams, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { AcknowledgementsService } from './service.js';

const route = routeOptions('acknowledgements');

const WHO =
  "For administrators and the holders of the model's owner or manager role (403 not-allowed otherwise); 404 not-found for a deleted model or a revision it does not have";

/** File names keep letters, digits and a few signs of the model's name. */
const fileNamePart = (name: string) =>
  name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100) || 'process';

/** A CSV attachment, streamed as `csvFile` writes it. */
function sendCsv(reply: FastifyReply, name: string, file: NodeJS.ReadableStream) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(name))
    .send(file);
}

/**
 * The confirmations of one revision, under the process models' revisions: who it asked, who confirmed
 * (when) and who was replaced by a later revision's task; as JSON for the revision page and as CSV.
 */
export function registerAcknowledgementReportRoutes(
  api: ModuleApp,
  acknowledgements: AcknowledgementsService,
): void {
  api.get(
    '/revisions/:id/:revision/acknowledgements',
    route(
      'authenticated',
      `Who the revision asked to confirm having read it, who did (when) and whose task a later revision replaced, by name; with the number asked and confirmed and the share confirmed (null when nobody was asked). ${WHO}`,
      { params: revisionParams, response: { 200: acknowledgementReportSchema } },
    ),
    (request) => acknowledgements.report(requireAuth(request), request.params.id, request.params.revision),
  );

  api.get(
    '/revisions/:id/:revision/acknowledgements.csv',
    route(
      'authenticated',
      `The same as a CSV file (text/csv, UTF-8, RFC 4180, a header row ${ACKNOWLEDGEMENT_CSV_COLUMNS.join(', ')}; confirmedAt ISO-8601 UTC or empty; replaced true or false), an attachment named after the model and the revision. ${WHO}`,
      { params: revisionParams, response: { 200: fileAnswer('text/csv', 'A CSV file of the people asked') } },
    ),
    async (request, reply) => {
      const { id, revision } = request.params;
      const report = await acknowledgements.report(requireAuth(request), id, revision);
      const name = await acknowledgements.revisionName(id, revision);
      const rows = report.people.map((person) => ({
        name: person.user.name,
        email: person.user.email,
        confirmedAt: person.confirmedAt === null ? null : new Date(person.confirmedAt).toISOString(),
        replaced: String(person.replaced),
      }));
      async function* batches() {
        yield rows;
      }
      const fileName = `${fileNamePart(name)} revision ${revision} confirmations.csv`;
      return sendCsv(reply, fileName, csvFile([...ACKNOWLEDGEMENT_CSV_COLUMNS], batches()));
    },
  );
}
