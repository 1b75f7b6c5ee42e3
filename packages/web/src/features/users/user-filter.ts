import type { User } from '@stroomlijn/domain';
import { useDeferredValue, useMemo, useState } from 'react';

/** The text columns of the user list that the filter searches. */
export type SearchableUser = Pick<
  User,
  'email' | 'firstName' | 'preposition' | 'lastName' | 'personnelNumber'
>;

/** Lower case without accents, so that 'jose' finds 'José' and 'ELS' finds 'Els'. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

export interface UserSearchIndex<U> {
  users: readonly U[];
  /** Per user its searchable columns, normalised, one per line (a term never spans two columns). */
  texts: readonly string[];
}

/** Prepares the users once per list, so that each keystroke only scans prepared strings. */
export function buildUserSearchIndex<U extends SearchableUser>(users: readonly U[]): UserSearchIndex<U> {
  return {
    users,
    texts: users.map((user) =>
      normalizeForSearch(
        [user.email, user.firstName, user.preposition, user.lastName, user.personnelNumber].join('\n'),
      ),
    ),
  };
}

/** The terms of a filter text: words, normalised; empty for a blank filter. */
export function filterTerms(query: string): string[] {
  return normalizeForSearch(query).split(/\s+/).filter(Boolean);
}

/**
 * The users that match every term of the filter in any text column, case-insensitive, in the order
 * of the list. A blank filter keeps all users (the same array).
 */
export function filterUsers<U>(index: UserSearchIndex<U>, query: string): readonly U[] {
  const terms = filterTerms(query);
  if (terms.length === 0) return index.users;
  const matches: U[] = [];
  for (let position = 0; position < index.users.length; position += 1) {
    const text = index.texts[position] ?? '';
    if (terms.every((term) => text.includes(term))) matches.push(index.users[position] as U);
  }
  return matches;
}

/**
 * The filter box state of a user table: the typed text answers at once, the (possibly large) list
 * is filtered from a deferred copy so that typing stays responsive.
 */
export function useUserFilter<U extends SearchableUser>(users: readonly U[] | undefined) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const index = useMemo(() => buildUserSearchIndex(users ?? []), [users]);
  const rows = useMemo(() => filterUsers(index, deferredQuery), [index, deferredQuery]);
  return { query, setQuery, rows, total: index.users.length, pending: query !== deferredQuery };
}
