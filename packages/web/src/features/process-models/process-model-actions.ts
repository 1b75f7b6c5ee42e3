import type { ProcessModelListItem } from '@stroomlijn/domain';

export interface ProcessModelActions {
  /** The editor on the working copy. */
  edit: boolean;
  /** The latest published revision, read-only: only once a revision exists. */
  view: boolean;
  /** The list of published revisions: only once a revision exists (before, there is none to list). */
  revisions: boolean;
  /** Publish from the list: only when an unpublished draft exists. */
  publish: boolean;
  delete: boolean;
}

/** The action links of a row of the process model overview (spec part 1 §2, §4). */
export function processModelActions(
  model: Pick<ProcessModelListItem, 'revision' | 'unpublishedDraftAvailable'>,
): ProcessModelActions {
  const published = model.revision > 0;
  return {
    edit: true,
    view: published,
    revisions: published,
    publish: model.unpublishedDraftAvailable,
    delete: true,
  };
}

export type StatusFilter = 'all' | ProcessModelListItem['status'];
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'published', 'working-copy'];

/** The filter value of the address (`?status=`); anything else is 'all'. */
export function parseStatusFilter(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter === value) ?? 'all';
}

/** The models of the filter, in the server's order (by name, PM-03). */
export function filterByStatus<T extends Pick<ProcessModelListItem, 'status'>>(
  models: readonly T[],
  filter: StatusFilter,
): T[] {
  return filter === 'all' ? [...models] : models.filter((model) => model.status === filter);
}
