import type { FeedFormat, FeedName } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';
import { liveResponsesOfLiveForms } from '../responses/index.js';

/** What the feeds are limited to: rows changed at or after `since` (epoch ms), or all. */
export interface FeedFilter {
  since: number | null;
}

/** Where a keyset page starts: after the row with this creation time and id (the feeds' order). */
export interface FeedCursor {
  created_at: number;
  id: string;
}

/** A read of the reporting feeds is kept this long (the status shows the last one). */
const READ_HISTORY_MS = 90 * 24 * 60 * 60 * 1000;

type Page = { after: FeedCursor | null } | { offset: number };

/**
 * The rows of the reporting feeds, oldest first (creation time, then id): offset pages for JSON, keyset
 * pages for the streamed CSV files. Live means not deleted, of a live form that is not a test form, and
 * (responses) not in status error. A page's ids are read from the one table in the feed's order (its
 * (created_at, id) index, the other tables asked per row), then only those rows are read whole with the
 * names they show: joining first let the planner sort every live row for each page.
 */
export function feedsRepository(db: Kysely<Database>) {
  /** The ids of a page of live responses. */
  function responseIds(filter: FeedFilter, page: Page, limit: number) {
    let query = db
      .selectFrom('workflow_responses as r')
      .select(['r.id', 'r.created_at'])
      .where('r.deleted', '=', NOT_DELETED)
      .where('r.status', '!=', 'error')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('workflow_forms as f')
            .select('f.id')
            .whereRef('f.id', '=', 'r.form_id')
            .where('f.deleted', '=', NOT_DELETED)
            .where('f.status', '!=', 'test'),
        ),
      );
    const { since } = filter;
    // A response changes with its actions (its progress): a change of one of them counts as its own.
    if (since !== null)
      query = query.where((eb) =>
        eb.or([
          eb('r.updated_at', '>=', since),
          eb.exists(
            eb
              .selectFrom('response_actions as a')
              .select('a.id')
              .whereRef('a.response_id', '=', 'r.id')
              .where('a.updated_at', '>=', since),
          ),
        ]),
      );
    if ('offset' in page) query = query.offset(page.offset);
    else if (page.after !== null) {
      const { after } = page;
      query = query.where(({ eb, refTuple, tuple }) =>
        eb(refTuple('r.created_at', 'r.id'), '>', tuple(after.created_at, after.id)),
      );
    }
    return query.orderBy('r.created_at').orderBy('r.id').limit(limit).execute();
  }

  /** The responses `ids` with what the feed shows of them, in the order of `ids`. */
  async function responsesOf(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('workflow_responses as r')
      .innerJoin('workflow_forms as f', 'f.id', 'r.form_id')
      .leftJoin('role as reviewer', 'reviewer.id', 'r.reviewer_role_id')
      .leftJoin('role as reader', 'reader.id', 'r.reader_role_id')
      .leftJoin('role as holder', 'holder.id', 'r.action_holder_role_id')
      .where('r.id', 'in', ids)
      .select([
        'r.id',
        'r.internal_id',
        'r.submission_id',
        'r.form_id',
        'f.form_id as service_form_id',
        'f.name as form_name',
        'r.status',
        'reviewer.name as reviewer_role',
        'reader.name as reader_role',
        'holder.name as action_holder_role',
        'r.submission_date',
        'r.processed_date',
        'r.created_at',
        'r.updated_at',
      ])
      .execute();
    return inOrder(ids, rows);
  }

  /** The ids of a page of live actions (of live responses). */
  function actionIds(filter: FeedFilter, page: Page, limit: number) {
    let query = db
      .selectFrom('response_actions as a')
      .select(['a.id', 'a.created_at'])
      .where('a.deleted', '=', NOT_DELETED)
      .where((eb) =>
        eb.exists(
          liveResponsesOfLiveForms(db)
            .select('r.id')
            .where('r.id', '=', eb.ref('a.response_id'))
            .where('r.status', '!=', 'error')
            .where('f.status', '!=', 'test'),
        ),
      );
    if (filter.since !== null) query = query.where('a.updated_at', '>=', filter.since);
    if ('offset' in page) query = query.offset(page.offset);
    else if (page.after !== null) {
      const { after } = page;
      query = query.where(({ eb, refTuple, tuple }) =>
        eb(refTuple('a.created_at', 'a.id'), '>', tuple(after.created_at, after.id)),
      );
    }
    return query.orderBy('a.created_at').orderBy('a.id').limit(limit).execute();
  }

  /** The actions `ids` with what the feed shows of them, in the order of `ids`. */
  async function actionsOf(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('response_actions as a')
      .innerJoin('workflow_responses as r', 'r.id', 'a.response_id')
      .innerJoin('workflow_forms as f', 'f.id', 'r.form_id')
      .leftJoin('role as reviewer', 'reviewer.id', 'r.reviewer_role_id')
      .leftJoin('role as holder', 'holder.id', 'r.action_holder_role_id')
      .where('a.id', 'in', ids)
      .select([
        'a.id',
        'a.response_id',
        'r.internal_id as response_internal_id',
        'r.form_id',
        'f.form_id as service_form_id',
        'f.name as form_name',
        'a.status',
        'reviewer.name as reviewer_role',
        'holder.name as action_holder_role',
        'a.start_date',
        'a.end_date',
        'a.created_at',
        'a.updated_at',
      ])
      .execute();
    return inOrder(ids, rows);
  }

  const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

  return {
    /** `limit` responses from `offset`, and whether more follow. */
    responsePage: async (filter: FeedFilter, offset: number, limit: number) => {
      const ids = await responseIds(filter, { offset }, limit + 1);
      return { records: await responsesOf(idsOf(ids.slice(0, limit))), more: ids.length > limit };
    },

    /** The next `size` responses after `after` (from the first without one), and where the next chunk starts. */
    responseChunk: async (filter: FeedFilter, after: FeedCursor | null, size: number) => {
      const ids = await responseIds(filter, { after }, size);
      return { records: await responsesOf(idsOf(ids)), next: nextCursor(ids, size) };
    },

    actionPage: async (filter: FeedFilter, offset: number, limit: number) => {
      const ids = await actionIds(filter, { offset }, limit + 1);
      return { records: await actionsOf(idsOf(ids.slice(0, limit))), more: ids.length > limit };
    },

    actionChunk: async (filter: FeedFilter, after: FeedCursor | null, size: number) => {
      const ids = await actionIds(filter, { after }, size);
      return { records: await actionsOf(idsOf(ids)), next: nextCursor(ids, size) };
    },

    /**
     * Per response among `ids`: its live actions, how many of them are closed, and when any of its actions
     * (deleted ones too: a deletion changes the count) last changed.
     */
    async progress(
      ids: readonly string[],
    ): Promise<Map<string, { total: number; handled: number; changed: number }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('response_actions')
        .select((eb) => [
          'response_id',
          eb.fn.count<number | string>(eb.case().when('deleted', '=', NOT_DELETED).then(1).end()).as('total'),
          eb.fn
            .count<number | string>(
              eb
                .case()
                .when(eb.and([eb('deleted', '=', NOT_DELETED), eb('status', '=', 'closed')]))
                .then(1)
                .end(),
            )
            .as('handled'),
          eb.fn.max('updated_at').as('changed'),
        ])
        .where('response_id', 'in', [...new Set(ids)])
        .groupBy('response_id')
        .execute();
      return new Map(
        rows.map((row) => [
          row.response_id,
          { total: Number(row.total), handled: Number(row.handled), changed: Number(row.changed) },
        ]),
      );
    },
  };
}

/** After a full chunk, the next one starts after its last row; after a shorter one there is none. */
function nextCursor(ids: readonly FeedCursor[], size: number): FeedCursor | null {
  const last = ids.at(-1);
  return ids.length < size || last === undefined
    ? null
    : { created_at: Number(last.created_at), id: last.id };
}

/** `rows` in the order of `ids` (rows that went meanwhile left out). */
function inOrder<Row extends { id: string }>(ids: readonly string[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
}

export type FeedsRepository = ReturnType<typeof feedsRepository>;
export type ResponseFeedRecord = Awaited<ReturnType<FeedsRepository['responsePage']>>['records'][number];
export type ActionFeedRecord = Awaited<ReturnType<FeedsRepository['actionPage']>>['records'][number];

/** The reads of the feeds: recorded, and the last one of each feed. */
export function feedReadsRepository(db: Kysely<Database>) {
  return {
    /** Records a read and forgets reads of the feed older than the history keeps. */
    async record(read: { id: string; feed: FeedName; format: FeedFormat; rows: number; at: number }) {
      await db
        .insertInto('feed_reads')
        .values({ id: read.id, feed: read.feed, format: read.format, rows: read.rows, read_at: read.at })
        .execute();
      await db
        .deleteFrom('feed_reads')
        .where('feed', '=', read.feed)
        .where('read_at', '<', read.at - READ_HISTORY_MS)
        .execute();
    },

    /** The time of the feed's last read, null if never. */
    async lastRead(feed: FeedName): Promise<number | null> {
      const row = await db
        .selectFrom('feed_reads')
        .select((eb) => eb.fn.max('read_at').as('last'))
        .where('feed', '=', feed)
        .executeTakeFirst();
      return row?.last === null || row?.last === undefined ? null : Number(row.last);
    },
  };
}
