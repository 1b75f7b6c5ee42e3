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
 * open), everyone else the latest published revisions. Decided before the database ranks and counts, so
 * neither hits nor the number of pages tell a user about a working copy.
 */
function audiencesOf(caller: AuthSession): SearchEntryTable['audience'][] {
  return holdsSystemRole(caller, 'ROLE_MODELER') ? ['modelers'] : ['published'];
}

export function searchService(db: Kysely<Database>) {
  const repository = searchRepository(db);
  return {
    async search(caller: AuthSession, { q, kind, page }: SearchQuery): Promise<SearchAnswer> {
      const words = queryWords(q);
      if (words.length === 0) return { hits: [], totalPages: 1 };
      const filter = { words, audiences: audiencesOf(caller), kind };
      const total = await repository.count(filter);
      const offset = (page - 1) * SEARCH_PAGE_SIZE;
      const rows = offset < total ? await repository.find(filter, offset, SEARCH_PAGE_SIZE) : [];
      return {
        hits: rows.map((row) => ({
          kind: row.kind as SearchKind,
          id: row.id,
          processModelId: row.process_model_id,
          stepId: row.step_id,
          formId: null,
          responseId: null,
          title: row.title,
          snippet: snippetOf(row.title, row.body, words),
        })),
        totalPages: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
      };
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
