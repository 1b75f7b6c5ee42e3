import type { AuthSession } from '../../lib/sessions.js';

/** A session as read under one auth generation, with the last-seen time it then had. */
export interface CachedSession {
  generation: string;
  lastSeenAt: number;
  session: AuthSession;
}

/** Enough for every signed-in user of a large organisation; beyond it the oldest entry goes. */
const MAX_ENTRIES = 20_000;

/**
 * The sessions this server read, by token hash. An entry counts only under the generation it was read
 * under; when the generation moves on, every entry is stale and all are dropped at once.
 */
export function sessionCache() {
  const entries = new Map<string, CachedSession>();
  let generation: string | null = null;
  return {
    get(id: string, current: string): CachedSession | undefined {
      if (current !== generation) {
        entries.clear();
        generation = current;
        return undefined;
      }
      const entry = entries.get(id);
      return entry?.generation === current ? entry : undefined;
    },
    set(id: string, entry: CachedSession): void {
      if (entry.generation !== generation) return;
      entries.delete(id);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(id, entry);
    },
  };
}
