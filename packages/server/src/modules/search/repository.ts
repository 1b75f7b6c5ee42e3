import type { SearchKind } from '@stroomlijn/domain';
import { type Kysely, sql } from 'kysely';
import type { Database, SearchEntryTable } from '../../db/schema.js';
import { isPostgres } from '../../db/search-entries.js';
import { ftsMatch, tsLexemes } from '../../lib/search-text.js';

export type FoundEntry = Pick<
  SearchEntryTable,
  'kind' | 'id' | 'process_model_id' | 'step_id' | 'form_id' | 'response_id' | 'title' | 'body'
>;

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

/** A tsquery: every word in its unstemmed (prefix for the last), Dutch or English form. */
function tsQuery(words: readonly string[]) {
  const terms = tsLexemes(words).map(
    (lexeme) =>
      sql`(to_tsquery('simple', search_fold(${lexeme})) || to_tsquery('dutch', search_fold(${lexeme})) || to_tsquery('english', search_fold(${lexeme})))`,
  );
  return sql.join(terms, sql` && `);
}

/** SQL only: the entries matching a query, filtered by audience and kind, ranked with the title weighted. */
export function searchRepository(db: Kysely<Database>) {
  const postgres = isPostgres(db);

  function where({ audiences, caller, kind }: SearchFilter) {
    const audience = audiences.includes('workflow')
      ? sql`e.audience in (${sql.join(audiences)})`
      : sql`(e.audience in (${sql.join(audiences)}) or ${workflowRights(caller)})`;
    return kind ? sql`${audience} and e.kind = ${kind}` : audience;
  }

  return {
    async count(filter: SearchFilter): Promise<number> {
      const { rows } = postgres
        ? await sql<{ n: number }>`select count(*)::int as n from search_entry e
            where e.document @@ (${tsQuery(filter.words)}) and ${where(filter)}`.execute(db)
        : await sql<{ n: number }>`select count(*) as n from search_text t
            join search_entry e on e.entry_id = t.rowid
            where search_text match ${ftsMatch(filter.words)} and ${where(filter)}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },

    async find(filter: SearchFilter, offset: number, limit: number): Promise<FoundEntry[]> {
      const columns = sql`e.kind, e.id, e.process_model_id, e.step_id, e.form_id, e.response_id, e.title, e.body`;
      const { rows } = postgres
        ? await sql<FoundEntry>`select ${columns} from search_entry e
            where e.document @@ (${tsQuery(filter.words)}) and ${where(filter)}
            order by ts_rank('{0.1, 0.2, 0.4, 1.0}', e.document, ${tsQuery(filter.words)}) desc, e.entry_id
            limit ${limit} offset ${offset}`.execute(db)
        : await sql<FoundEntry>`select ${columns} from search_text t
            join search_entry e on e.entry_id = t.rowid
            where search_text match ${ftsMatch(filter.words)} and ${where(filter)}
            order by bm25(search_text, 10.0, 1.0), e.entry_id
            limit ${limit} offset ${offset}`.execute(db);
      return rows;
    },
  };
}
