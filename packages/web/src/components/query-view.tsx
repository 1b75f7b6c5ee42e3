import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LoadingState } from './loading-state';
import { PageError } from './page-error';

/** What `QueryView` reads of a TanStack query (`useQuery`'s result). */
export interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

export interface QueryViewProps<T> {
  query: QueryState<T>;
  /** Other queries the view needs loaded as well (such as the role a list belongs to); their errors show first. */
  waitFor?: readonly QueryState<unknown>[];
  /** The page's 'empty' text: with it, an empty list shows the empty state instead of `children`. */
  empty?: ReactNode;
  /** Whether the data counts as empty; an empty array unless given. */
  isEmpty?: (data: T) => boolean;
  children: ReactNode | ((data: T) => ReactNode);
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The states of a page's data: a loader while it loads, the danger message with a retry when it failed
 * (ER-07), the empty state of an empty list (ER-12), else `children` with the data.
 */
export function QueryView<T>({
  query,
  waitFor = [],
  empty,
  isEmpty = emptyArray,
  children,
}: QueryViewProps<T>) {
  const queries = [...waitFor, query];
  const failed = queries.find((each) => each.isError);
  if (failed) return <PageError error={failed.error} onRetry={() => void failed.refetch()} />;
  if (queries.some((each) => each.isPending)) return <LoadingState />;
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data)) return <EmptyState>{empty}</EmptyState>;
  return <>{typeof children === 'function' ? children(data) : children}</>;
}
