import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ACTION_FEED_COLUMNS,
  type ActionFeedRow,
  type ActionStatus,
  type FeedName,
  type FeedQuery,
  RESPONSE_FEED_COLUMNS,
  type ResponseFeedRow,
  type ResponseStatus,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { csvFile } from '../../lib/csv-file.js';
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
  const reads = feedReadsRepository(db);
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

  const record = (feed: FeedName, format: 'csv' | 'json', rows: number) =>
    reads.record({ id: randomUUID(), feed, format, rows, at: Date.now() });

  /** One page; `next` repeats the query (without the key) from the following row, null after the last. */
  async function page<Record, Row extends object>(
    feed: Feed<Record, Row>,
    query: FeedQuery,
    path: string,
  ): Promise<FeedPage<Row>> {
    const { records, more } = await feed.page(filterOf(query), query.offset, query.limit);
    const data = await feed.rows(records);
    await record(feed.name, 'json', data.length);
    const params = new URLSearchParams({
      format: 'json',
      offset: String(query.offset + query.limit),
      limit: String(query.limit),
      ...(query.updatedSince === undefined ? {} : { updatedSince: query.updatedSince }),
    });
    return { data, next: more ? `${options.publicUrl}${path}?${params}` : null };
  }

  /** Every row, read chunk by chunk (keyset) as the file is written; the read is recorded at its end. */
  function file<Record, Row extends object>(feed: Feed<Record, Row>, query: FeedQuery): Readable {
    const filter = filterOf(query);
    async function* rows(): AsyncGenerator<Row[]> {
      let after: FeedCursor | null = null;
      let count = 0;
      do {
        const chunk = await feed.chunk(filter, after, chunkSize);
        yield await feed.rows(chunk.records);
        count += chunk.records.length;
        after = chunk.next;
      } while (after !== null);
      await record(feed.name, 'csv', count);
    }
    return csvFile(feed.columns, rows());
  }

  return {
    responsesPage: (query: FeedQuery, path: string) => page(responses, query, path),
    responsesFile: (query: FeedQuery) => file(responses, query),
    actionsPage: (query: FeedQuery, path: string) => page(actions, query, path),
    actionsFile: (query: FeedQuery) => file(actions, query),
  };
}

export type FeedsService = ReturnType<typeof feedsService>;
