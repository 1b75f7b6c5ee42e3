import { Readable } from 'node:stream';
import { type AuditEntry, type PersonDataCounts, personDataFileName } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { auditedWrite, auditRepository, toAuditEntry } from '../../audit/index.js';
import { type GatheredPersonData, gatherPersonData } from './gather.js';
import { personDataRepository } from './repository.js';
import { zipStream } from './zip-stream.js';

export type ExportFormat = 'json' | 'zip';

/** A download ready to send: its file name, media type and bytes as a stream. */
export interface PersonDataDownload {
  fileName: string;
  mediaType: string;
  body: Readable;
}

/** The person's entries of the audit trail, oldest first, read in batches (no cap on their number). */
async function* auditEntries(db: Kysely<Database>, userId: string): AsyncGenerator<AuditEntry[]> {
  for await (const rows of auditRepository(db).batches({ person: userId })) yield rows.map(toAuditEntry);
}

/**
 * `person.json` as text pieces: everything gathered in one piece, then the audit trail's entries a batch
 * at a time (a person who worked here for years is in hundreds of thousands of entries). The text is
 * what `JSON.stringify` of the whole would give, `audit` being the last field.
 */
async function* personJson(
  head: GatheredPersonData,
  audit: AsyncIterable<AuditEntry[]>,
): AsyncGenerator<string> {
  const whole = JSON.stringify({ ...head, audit: [] });
  yield whole.slice(0, -'[]}'.length);
  yield '[';
  let first = true;
  for await (const batch of audit) {
    if (batch.length === 0) continue;
    yield `${first ? '' : ','}${batch.map((entry) => JSON.stringify(entry)).join(',')}`;
    first = false;
  }
  yield ']}';
}

async function* utf8(pieces: AsyncIterable<string>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  for await (const piece of pieces) yield encoder.encode(piece);
}

/** What stands in the zip for a file whose content the storage no longer has. */
const MISSING_SUFFIX = '.missing.txt';
const MISSING_TEXT =
  'The content of this file could not be read from the file storage; its record is in person.json.\n';

async function* oneOf(text: string): AsyncGenerator<string> {
  yield text;
}

/** Files whose bytes deflate well; the others (Office, PDF: compressed inside already) are stored as they are. */
const compressible = (mediaType: string) => mediaType.startsWith('text/') || mediaType.endsWith('+xml');

export function personExportService(db: Kysely<Database>, files: { read(id: string): Promise<Readable> }) {
  /**
   * The person's data as a download. The audit entry (counts only) is written before the bytes go, so
   * that no download leaves without its record; the export holds that entry too, being about the person.
   */
  async function download(userId: string, format: ExportFormat): Promise<PersonDataDownload> {
    const exportedAt = Date.now();
    const head = await gatherPersonData(db, userId, exportedAt);
    const counts: PersonDataCounts = {
      roles: head.roles.length,
      responses: head.responses.length,
      comments: head.comments.length,
      actions: head.actions.length,
      feedback: head.feedback.length,
      acknowledgements: head.acknowledgements.length,
      approvals: head.approvals.length,
      revisions: head.revisions.length,
      files: head.files.length,
      audit: await personDataRepository(db).auditCount(userId),
    };
    await auditedWrite(
      db,
      async () => undefined,
      () => ({
        entity: 'user',
        entityId: userId,
        action: 'export',
        after: { format, ...counts },
        subjects: [userId],
      }),
    );
    const json = () => personJson(head, auditEntries(db, userId));
    if (format === 'json')
      return {
        fileName: personDataFileName(exportedAt, 'json'),
        mediaType: 'application/json; charset=utf-8',
        body: Readable.from(utf8(json()), { objectMode: false }),
      };
    async function* sources() {
      yield { name: 'person.json', chunks: utf8(json()), compress: true, modified: exportedAt };
      for (const file of head.files) {
        const content = await files.read(file.id).catch(() => null);
        if (content)
          yield {
            name: file.path,
            chunks: content,
            compress: compressible(file.type),
            modified: file.uploadedAt,
          };
        // A file whose bytes are gone from the storage is said so in its place: the rest still goes out.
        else
          yield {
            name: `${file.path}${MISSING_SUFFIX}`,
            chunks: utf8(oneOf(MISSING_TEXT)),
            compress: true,
            modified: exportedAt,
          };
      }
    }
    return {
      fileName: personDataFileName(exportedAt, 'zip'),
      mediaType: 'application/zip',
      body: Readable.from(zipStream(sources()), { objectMode: false }),
    };
  }

  return { download };
}

export type PersonExportService = ReturnType<typeof personExportService>;
