import type { SelectorItem } from '@stroomlijn/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { lazyParsers } from '../../lib/schema';

/**
 * Role selects everywhere, under 'roles' so that a change of roles refreshes them. Kept here rather than
 * in query-keys.ts: the pages with a role select then share no file with the roles area's code.
 */
export const roleSelectorKey = ['roles', 'selector'] as const;

const listSchema = lazyParsers(() => import('./role-selector-schema'))('roleList');

/** GET /api/role/selector: every role as {id, name}, by name. */
export const roleSelectorQuery = queryOptions({
  queryKey: roleSelectorKey,
  queryFn: ({ signal }) => api.get<SelectorItem[]>('/api/role/selector', { signal, schema: listSchema }),
});

/** The role types the selector can be narrowed to; a form's reviewer must be a role of type multi. */
export type SelectorRoleType = 'multi';

/** GET /api/role/selector?type={type}: only the roles of that type (the reviewer of a form: multi). */
export const roleSelectorOfTypeQuery = (type: SelectorRoleType) =>
  queryOptions({
    queryKey: [...roleSelectorKey, type] as const,
    queryFn: ({ signal }) =>
      api.get<SelectorItem[]>(`/api/role/selector?type=${encodeURIComponent(type)}`, {
        signal,
        schema: listSchema,
      }),
  });
