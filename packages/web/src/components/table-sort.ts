/** The column a table is sorted by, and which way (ascending unless said). */
export interface TableSort {
  column: string;
  direction?: 'ascending' | 'descending';
}

/** The rows in the order of `sortBy`'s column (a stable sort); the rows as given without one. */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly { id: string; sort?: (a: T, b: T) => number }[],
  sortBy: TableSort | undefined,
): readonly T[] {
  const compare = sortBy && columns.find((column) => column.id === sortBy.column)?.sort;
  if (!compare) return rows;
  const sign = sortBy.direction === 'descending' ? -1 : 1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/** The `aria-sort` of a column header: set only on the column the table is sorted by. */
export function ariaSort(columnId: string, sortBy: TableSort | undefined): TableSort['direction'] {
  if (sortBy?.column !== columnId) return undefined;
  return sortBy.direction ?? 'ascending';
}
