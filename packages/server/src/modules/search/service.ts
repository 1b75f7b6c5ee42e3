import { SEARCH_PAGE_SIZE, type SearchAnswer, type SearchKind, type SearchQuery } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database, SearchEntryTable } from '../../db/schema.js';
import { queryWords } from '../../lib/search-text.js';
import type { AuthSession } from '../../lib/sessions.js';
import { holdsSystemRole } from '../../plugins/auth.js';
import { searchRepository } from './repository.js';
import { snippetOf } from './snippet.js';

/**
 * Who finds what: modelers the working copies of the live models (what their lists show and their hits
 * open) with their information groups, everyone else the latest published revisions (editors with their
 * information groups, as the data-stream screens show them); modelers and editors the input/output
 * definitions; everyone the business model; administrators every response and action (others those of
 * their roles and actions, a condition of the same query). Decided before the database ranks and
 * counts, so neither hits nor the number of pages tell a user about what they may not open.
 */
function audiencesOf(caller: AuthSession): SearchEntryTable['audience'][] {
  const audiences: SearchEntryTable['audience'][] = ['business-model'];
  const modeler = holdsSystemRole(caller, 'ROLE_MODELER');
  const editor = holdsSystemRole(caller, 'ROLE_EDITOR');
  if (modeler) audiences.push('modelers');
  else audiences.push('published', ...(editor ? (['editors'] as const) : []));
  if (modeler || editor) audiences.push('definitions');
  if (holdsSystemRole(caller, 'ROLE_ADMIN')) audiences.push('workflow');
  return audiences;
}

export function searchService(db: Kysely<Database>) {
  const repository = searchRepository(db);
  return {
    async search(caller: AuthSession, { q, kind, page }: SearchQuery): Promise<SearchAnswer> {
      const words = queryWords(q);
      if (words.length === 0) return { hits: [], totalPages: 1 };
      const filter = {
        words,
        audiences: audiencesOf(caller),
        caller: { userId: caller.info.user.id, roleIds: caller.info.roles.map((role) => role.id) },
        kind,
      };
      const offset = (page - 1) * SEARCH_PAGE_SIZE;
      const { total, rows } = await repository.reading((reader) =>
        reader.page(filter, offset, SEARCH_PAGE_SIZE),
      );
      return {
        hits: rows.map((row) => ({
          kind: row.kind as SearchKind,
          id: row.id,
          processModelId: row.process_model_id,
          stepId: row.step_id,
          formId: row.form_id,
          responseId: row.response_id,
          title: row.title,
          within: row.within,
          snippet: snippetOf(row.title, row.body, words),
        })),
        totalPages: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
      };
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
