import { type ReviewDue, reviewState, TASK_ITEMS_SHOWN } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { AuthSession } from '../../../lib/sessions.js';
import { processModelListsRepository } from '../list-repository.js';
import { listItemOf } from '../mapping.js';

type Item = ReviewDue['items'][number];

/** The reviews the owners and managers of published models have to do (the home page's tasks). */
export function reviewDueService(db: Kysely<Database>) {
  const lists = processModelListsRepository(db);
  return {
    /** The caller's models (owner or manager role held) whose review comes up, is due or overdue at `now`. */
    async forCaller(caller: AuthSession, now: number): Promise<ReviewDue> {
      const roleIds = caller.info.roles.map((role) => role.id);
      const found = new Map<string, Item>();
      for (const part of ['owner', 'manager'] as const) {
        for (const row of await lists.listPublished({ role: part, roleIds })) {
          const item = listItemOf(row, 'published');
          const state = reviewState(item.reviewDate ?? null, now);
          if (!state || item.reviewDate == null) continue;
          const known = found.get(item.id);
          if (known) known.parts.push(part);
          else
            found.set(item.id, {
              id: item.id,
              name: item.info.name,
              revision: item.revision,
              reviewDate: item.reviewDate,
              state,
              parts: [part],
            });
        }
      }
      const items = [...found.values()].sort((a, b) => a.reviewDate - b.reviewDate || (a.id < b.id ? -1 : 1));
      return { count: items.length, items: items.slice(0, TASK_ITEMS_SHOWN) };
    },
  };
}

export type ReviewDueService = ReturnType<typeof reviewDueService>;
