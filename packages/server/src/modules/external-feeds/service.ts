import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ACTION_FEED_COLUMNS,
  type ActionFeedRow,
  type ActionStatus,
  type AuditActor,
  type FeedName,
  type FeedQuery,
  RESPONSE_FEED_COLUMNS,
  type ResponseFeedRow,
  type ResponseStatus,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { csvFile } from '../../lib/csv-file.js';
import { recordAudit } from '../audit/index.js';
import {
  type ActionFeedRecord,
  type FeedCursor,
  type FeedFilter,
  feedReadsRepository,
  feedsRepository,
  type ResponseFeedRecord,
} from './repository.js';

/** Rows read per query while a CSV file is written: the memory a file takes stays that of one chunk. */
export const FEED_CHUNK_SIZE = 1000;

const iso = (millis: number | string) => new Date(Number(millis)).toISOString();

/** How one feed reads its rows and turns them into the rows it answers. */
interface Feed<Record, Row extends object> {
  name: FeedName;
  columns: readonly (keyof Row & string)[];
  page(filter: FeedFilter, offset: number, limit: number): Promise<{ records: Record[]; more: boolean }>;
  chunk(
    filter: FeedFilter,
    after: FeedCursor | null,
    size: number,
  ): Promise<{ records: Record[]; next: FeedCursor | null }>;
  rows(records: readonly Record[]): Promise<Row[]>;
}

export interface FeedsOptions {
  publicUrl: string;
  /** Rows per query of a CSV file (tests make it small to prove the chunks join up). */
  chunkSize?: number;
}

export interface FeedPage<Row> {
  data: Row[];
  next: string | null;
}

/** EX-08, EX-09: the reporting tool's feeds of live responses and actions, as a CSV file or JSON pages. */
export function feedsService(db: Kysely<Database>, options: FeedsOptions) {
  const repository = feedsRepository(db);
  const chunkSize = options.chunkSize ?? FEED_CHUNK_SIZE;

  const responses: Feed<ResponseFeedRecord, ResponseFeedRow> = {
    name: 'responses',
    columns: RESPONSE_FEED_COLUMNS,
    page: repository.responsePage,
    chunk: repository.responseChunk,
    async rows(records) {
      const progress = await repository.progress(records.map((record) => record.id));
      return records.map((record) => {
        const actions = progress.get(record.id);
        return {
          id: record.id,
          internalId: Number(record.internal_id),
          submissionId: record.submission_id,
          formId: record.form_id,
          serviceFormId: record.service_form_id,
          formName: record.form_name,
          status: record.status as ResponseStatus,
          reviewerRole: record.reviewer_role,
          readerRole: record.reader_role,
          actionHolderRole: record.action_holder_role,
          submissionDate: iso(record.submission_date),
          processedDate: iso(record.processed_date),
          createdAt: iso(record.created_at),
          // The progress is part of the response: a change of its actions is a change of the row.
          updatedAt: iso(Math.max(Number(record.updated_at), actions?.changed ?? 0)),
          actionsHandled: actions?.handled ?? 0,
          actionsTotal: actions?.total ?? 0,
        };
      });
    },
  };

  const actions: Feed<ActionFeedRecord, ActionFeedRow> = {
    name: 'actions',
    columns: ACTION_FEED_COLUMNS,
    page: repository.actionPage,
    chunk: repository.actionChunk,
    rows: async (records) =>
      records.map((record) => ({
        id: record.id,
        responseId: record.response_id,
        responseInternalId: Number(record.response_internal_id),
        formId: record.form_id,
        serviceFormId: record.service_form_id,
        formName: record.form_name,
        status: record.status as ActionStatus,
        reviewerRole: record.reviewer_role,
        actionHolderRole: record.action_holder_role,
        startDate: record.start_date,
        endDate: record.end_date,
        createdAt: iso(record.created_at),
        updatedAt: iso(record.updated_at),
      })),
  };

  const filterOf = (query: FeedQuery): FeedFilter => ({
    since: query.updatedSince === undefined ? null : Date.parse(query.updatedSince),
  });

  /**
   * A read is kept for the feed's status and in the audit trail, in one transaction; `reader` is the feed
   * key when the caller used it (else the signed-in administrator, from the request).
   */
  const record = (feed: FeedName, query: FeedQuery, rows: number, reader: AuditActor | undefined) =>
    db.transaction().execute(async (trx) => {
      const format = query.format === 'json' ? 'json' : 'csv';
      await feedReadsRepository(trx).record({ id: randomUUID(), feed, format, rows, at: Date.now() });
      const { apiKey: _, ...asked } = query as FeedQuery & { apiKey?: unknown };
      await recordAudit(trx, {
        entity: 'feed',
        entityId: feed,
        action: 'read',
        after: { ...asked, rows },
        ...(reader ? { actor: reader } : {}),
      });
    });

  /** One page; `next` repeats the query (without the key) from the following row, null after the last. */
  async function page<Record, Row extends object>(
    feed: Feed<Record, Row>,
    query: FeedQuery,
    path: string,
    reader: AuditActor | undefined,
  ): Promise<FeedPage<Row>> {
    const { records, more } = await feed.page(filterOf(query), query.offset, query.limit);
    const data = await feed.rows(records);
    await record(feed.name, query, data.length, reader);
    const params = new URLSearchParams({
      format: 'json',
      offset: String(query.offset + query.limit),
      limit: String(query.limit),
      ...(query.updatedSince === undefined ? {} : { updatedSince: query.updatedSince }),
    });
    return { data, next: more ? `${options.publicUrl}${path}?${params}` : null };
  }

  /** Every row, read chunk by chunk (keyset) as the file is written; the read is recorded at its end. */
  function file<Record, Row extends object>(
    feed: Feed<Record, Row>,
    query: FeedQuery,
    reader: AuditActor | undefined,
  ): Readable {
    const filter = filterOf(query);
    // The file is read after the handler returned: its read is recorded in the request's context still.
    const inRequest = AsyncLocalStorage.snapshot();
    async function* rows(): AsyncGenerator<Row[]> {
      let after: FeedCursor | null = null;
      let count = 0;
      do {
        const chunk = await feed.chunk(filter, after, chunkSize);
        yield await feed.rows(chunk.records);
        count += chunk.records.length;
        after = chunk.next;
      } while (after !== null);
      await inRequest(() => record(feed.name, query, count, reader));
    }
    return csvFile(feed.columns, rows());
  }

  return {
    responsesPage: (query: FeedQuery, path: string, reader?: AuditActor) =>
      page(responses, query, path, reader),
    responsesFile: (query: FeedQuery, reader?: AuditActor) => file(responses, query, reader),
    actionsPage: (query: FeedQuery, path: string, reader?: AuditActor) => page(actions, query, path, reader),
    actionsFile: (query: FeedQuery, reader?: AuditActor) => file(actions, query, reader),
  };
}

export type FeedsService = ReturnType<typeof feedsService>;
