import type { SearchKind } from '@stroomlijn/domain';
import { type Kysely, sql } from 'kysely';
import type { Database, SearchEntryTable } from '../../db/schema.js';
import { isPostgres } from '../../db/search-entries.js';
import { ftsMatch, tsLexemes } from '../../lib/search-text.js';

export type FoundEntry = Pick<
  SearchEntryTable,
  'kind' | 'id' | 'process_model_id' | 'step_id' | 'form_id' | 'response_id' | 'title' | 'body'
> & {
  /** The name of the model or form the entry belongs to, as the caller may see it; null for none. */
  within: string | null;
};

export interface SearchFilter {
  /** The query's folded words; the last is a prefix. At least one. */
  words: readonly string[];
  /** The audiences the caller belongs to: the filter applies before ranking and counting. */
  audiences: readonly SearchEntryTable['audience'][];
  /** The caller and the roles they hold, for the workflow entries of the audience they are not in. */
  caller: { userId: string; roleIds: readonly string[] };
  kind?: SearchKind;
}

/**
 * Whom a workflow entry is for besides administrators (as the workflow module decides who opens a
 * response or an action): the holders of its response's reviewer or reader role, the assignee of an
 * action, and the assignee of a live action of a response.
 */
function workflowRights({ userId, roleIds }: SearchFilter['caller']) {
  const roles =
    roleIds.length > 0
      ? sql`e.reviewer_role_id in (${sql.join(roleIds)}) or e.reader_role_id in (${sql.join(roleIds)}) or `
      : sql``;
  return sql`(e.audience = 'workflow' and (${roles}e.holder_user_id = ${userId}
    or (e.kind = 'response' and exists (select 1 from response_actions a
      where a.response_id = e.response_id and a.assignee_user_id = ${userId} and not a.deleted))))`;
}

/**
 * The text of a tsquery: every word in its unstemmed (prefix for the last), Dutch or English form, each
 * form once (the index would otherwise look a form up as often as it repeats).
 */
async function tsQueryText(db: Kysely<Database>, words: readonly string[]): Promise<string> {
  const parts: string[] = [];
  for (const lexeme of tsLexemes(words)) {
    const { rows } = await sql<{ s: string; d: string; e: string }>`select
        to_tsquery('simple', search_fold(${lexeme}))::text as s,
        to_tsquery('dutch', search_fold(${lexeme}))::text as d,
        to_tsquery('english', search_fold(${lexeme}))::text as e`.execute(db);
    const row = rows[0];
    const forms = [...new Set([row?.s, row?.d, row?.e].filter((form): form is string => Boolean(form)))];
    if (forms.length === 0) return '';
    parts.push(`(${forms.join(' | ')})`);
  }
  return parts.join(' & ');
}

/**
 * At most this many matches are counted and ranked (50 pages): a query of a letter or two matches a large
 * part of the index, and scoring all of it takes seconds; typing on narrows the matches below it.
 */
export const CANDIDATES = 1000;

/** SQL only: the entries matching a query, filtered by audience and kind, ranked with the title weighted. */
export interface SearchRepository {
  reading<T>(read: (repository: SearchRepository) => Promise<T>): Promise<T>;
  count(filter: SearchFilter): Promise<number>;
  /**
   * One page of the candidates, best first, each with the name of what it belongs to, and their number,
   * by one statement.
   */
  page(filter: SearchFilter, offset: number, limit: number): Promise<{ total: number; rows: FoundEntry[] }>;
}

/**
 * The name of what a page's entry `p` belongs to, as the caller may see it (joined as `m` the model, `r`
 * its latest revision, `f` the form): a working copy's entry names the working copy, a revision's the
 * revision (the same version as the entry), a definition the version its finder sees (the working copy
 * for a modeler, else the latest revision, none before the first publish), a response or action its
 * form. A business-model entry and a global definition name nothing.
 */
function withinName({ audiences }: SearchFilter) {
  const definitionModel = audiences.includes('modelers') ? sql`m.name` : sql`r.name`;
  return sql`case
    when p.audience = 'modelers' then m.name
    when p.audience in ('published', 'editors') then r.name
    when p.audience = 'definitions' then ${definitionModel}
    when p.form_id is not null then f.name
    else null end`;
}

export function searchRepository(db: Kysely<Database>): SearchRepository {
  const postgres = isPostgres(db);

  function where({ audiences, caller, kind }: SearchFilter) {
    const audienceIn = sql`e.audience in (${sql.join(audiences)})`;
    const audience = audiences.includes('workflow')
      ? audienceIn
      : sql`(${audienceIn} or ${workflowRights(caller)})`;
    return kind ? sql`${audience} and e.kind = ${kind}` : audience;
  }

  /**
   * The matches the caller may find, at most CANDIDATES of them (the first by entry number), each with
   * its score (lower is better), computed for these alone. SQLite's full-text table yields its matches
   * in that order; PostgreSQL reads the table in that order while a query matches much of it (stopping
   * at the last candidate) and takes the GIN index for a rarer one.
   */
  async function candidates(filter: SearchFilter, scored: boolean) {
    const q = postgres ? sql`${await query(filter)}::tsquery` : sql``;
    const columns = sql`e.entry_id, e.kind, e.id, e.audience, e.process_model_id, e.step_id, e.form_id, e.response_id, e.title, e.body`;
    const score = !scored
      ? sql``
      : postgres
        ? sql`, -ts_rank('{0.1, 0.2, 0.4, 1.0}', e.document, ${q}) as score`
        : sql`, bm25(search_text, 10.0, 1.0) as score`;
    return postgres
      ? sql`select ${columns}${score} from search_entry e
          where e.document @@ ${q} and ${where(filter)}
          order by e.entry_id limit ${CANDIDATES}`
      : sql`select ${columns}${score} from search_text t
          join search_entry e on e.entry_id = t.rowid
          where search_text match ${ftsMatch(filter.words)} and ${where(filter)}
          limit ${CANDIDATES}`;
  }

  /**
   * PostgreSQL: the tsquery is made first, by a statement of its own, and reaches the search as a value:
   * made in the search its functions (only stable) would run for every row read, and the planner could
   * not weigh how many rows it matches (a first letter matches a large part: reading the table in order
   * stops soonest; a whole word few: the GIN index finds them).
   */
  const tsQueries = new WeakMap<SearchFilter, Promise<string>>();
  const query = (filter: SearchFilter) => {
    let made = tsQueries.get(filter);
    if (!made) {
      made = tsQueryText(db, filter.words);
      tsQueries.set(filter, made);
    }
    return made;
  };

  return {
    /**
     * Runs the count and the page in one transaction (the same snapshot); on PostgreSQL without JIT
     * compilation, which costs 15–50 ms a statement here and pays only on long analytic queries.
     */
    async reading<T>(read: (repository: SearchRepository) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        if (postgres) await sql`set local jit = off`.execute(trx);
        return read(searchRepository(trx));
      });
    },

    async count(filter: SearchFilter): Promise<number> {
      const { rows } = await sql<{ n: number }>`select count(*) as n
        from (${await candidates(filter, false)}) c`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },

    async page(filter: SearchFilter, offset: number, limit: number) {
      const { rows } = await sql<FoundEntry & { total: number }>`
        select p.kind, p.id, p.process_model_id, p.step_id, p.form_id, p.response_id, p.title, p.body,
               ${withinName(filter)} as within, p.total
          from (select c.*, count(*) over () as total
                  from (${await candidates(filter, true)}) c
                 order by c.score, c.entry_id
                 limit ${limit} offset ${offset}) p
          left join process_model m on m.id = p.process_model_id
          left join process_model_revision r on r.process_model_id = m.id and r.revision = m.revision
          left join workflow_forms f on f.id = p.form_id
         order by p.score, p.entry_id`.execute(db);
      // Past the last page no row tells the number: counted then (a page number typed by hand).
      const total = rows.length > 0 ? Number(rows[0]?.total) : offset > 0 ? await this.count(filter) : 0;
      return { total, rows };
    },
  };
}
