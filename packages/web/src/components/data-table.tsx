import { Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Pager, type PagerProps } from './pager';
import { ariaSort, sortRows, type TableSort } from './table-sort';
import { type VirtualColumn, VirtualTable, type VirtualTableProps } from './virtual-table';

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly VirtualColumn<T>[];
  rowKey: (row: T) => string;
  /** The table's accessible name. */
  label: string;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** The column whose `sort` orders the rows; without it the rows keep their order. */
  sortBy?: TableSort;
  /** The text shown instead of the table when there are no rows (such as 'no results' of a filter). */
  empty?: ReactNode;
  highlightOnHover?: boolean;
  /**
   * Renders only the rows in view (`VirtualTable`), for lists of thousands of rows; the options are
   * `VirtualTable`'s.
   */
  virtual?: boolean | Pick<VirtualTableProps<T>, 'rowHeight' | 'maxHeight' | 'overscan'>;
  /** A server-paged list: the page and page count of the answer, with a pager below the table. */
  paging?: PagerProps;
  'data-testid'?: string;
}

/**
 * A list as a table: the page gives its columns (header, cell, width, sort) and rows; the table writes
 * the header row, the rows and, for a server-paged list, the pager.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  label,
  minWidth,
  sortBy,
  empty,
  highlightOnHover = true,
  virtual,
  paging,
  'data-testid': testId,
}: DataTableProps<T>) {
  const sorted = sortRows(rows, columns, sortBy);
  let table: ReactNode;
  if (empty !== undefined && sorted.length === 0) table = <EmptyState>{empty}</EmptyState>;
  else if (virtual)
    table = (
      <VirtualTable
        {...(virtual === true ? {} : virtual)}
        rows={sorted}
        columns={columns}
        rowKey={rowKey}
        label={label}
        sortBy={sortBy}
        data-testid={testId}
      />
    );
  else
    table = (
      <Table.ScrollContainer minWidth={minWidth ?? 0}>
        <Table highlightOnHover={highlightOnHover} aria-label={label} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.id}
                  scope="col"
                  aria-sort={ariaSort(column.id, sortBy)}
                  style={column.width === undefined ? undefined : { width: column.width }}
                >
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.id}>{column.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  if (!paging) return table;
  return (
    <Stack gap="sm">
      {table}
      <Pager {...paging} />
    </Stack>
  );
}
