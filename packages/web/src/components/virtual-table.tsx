import { Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type ReactNode, useId, useRef } from 'react';
import { ariaSort, type TableSort } from './table-sort';

/** A column of a table (`VirtualTable`, `DataTable`): its header, its cell of a row, width and order. */
export interface VirtualColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** A CSS width of the column (the table has a fixed layout, so columns do not jump while scrolling). */
  width?: string;
  /** How two rows compare in this column; a table sorted by the column (`sortBy`) uses it. */
  sort?: (a: T, b: T) => number;
}

export interface VirtualTableProps<T> {
  rows: readonly T[];
  columns: readonly VirtualColumn<T>[];
  rowKey: (row: T) => string;
  /**
   * The name of the table: its caption (visually hidden; the page's heading shows it). The scroll
   * region around the table points to the same caption instead of repeating the text.
   */
  label: string;
  /** Height of every row in pixels; cells do not wrap, so every row has this height. */
  rowHeight?: number;
  /** The most the table grows before it scrolls. */
  maxHeight?: CSSProperties['maxHeight'];
  overscan?: number;
  /** The column the rows are sorted by (already sorted): its header tells screen readers the order. */
  sortBy?: TableSort;
  'data-testid'?: string;
}

export const DEFAULT_ROW_HEIGHT = 40;

const cellStyle: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

/** Read by screen readers, not shown. */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * A real <table> that renders only the rows in view (plus a few): thousands of rows open at once
 * and scroll smoothly. The header stays in view; two hidden padding rows keep the scroll height.
 * Screen readers learn the full size through aria-rowcount and each row's aria-rowindex.
 *
 * The scroll region takes keyboard focus (so that the arrow keys scroll it) and therefore needs a
 * name; it is labelled by the table's caption (aria-labelledby), so the name is written once.
 */
export function VirtualTable<T>({
  rows,
  columns,
  rowKey,
  label,
  rowHeight = DEFAULT_ROW_HEIGHT,
  maxHeight = 'max(20rem, calc(100dvh - 20rem))',
  overscan = 12,
  sortBy,
  'data-testid': testId,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLElement>(null);
  const captionId = useId();
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => (rows[index] === undefined ? index : rowKey(rows[index])),
    overscan,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  return (
    <section
      ref={scrollRef}
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard to scroll it
      tabIndex={0}
      style={{ maxHeight, overflow: 'auto', overscrollBehavior: 'contain' }}
      data-testid={testId}
    >
      <Table
        stickyHeader
        highlightOnHover
        aria-rowcount={rows.length + 1}
        style={{ tableLayout: 'fixed', minWidth: '60rem' }}
      >
        <Table.Caption id={captionId} style={visuallyHidden}>
          {label}
        </Table.Caption>
        <Table.Thead style={{ zIndex: 1 }}>
          <Table.Tr aria-rowindex={1}>
            {columns.map((column) => (
              <Table.Th
                key={column.id}
                scope="col"
                aria-sort={ariaSort(column.id, sortBy)}
                style={{ ...cellStyle, width: column.width }}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {paddingTop > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, not focusable; hidden from the row count
            <tr aria-hidden="true" style={{ height: paddingTop }}>
              <td colSpan={columns.length} style={{ padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            if (row === undefined) return null;
            return (
              <Table.Tr key={item.key} aria-rowindex={item.index + 2} style={{ height: rowHeight }}>
                {columns.map((column) => (
                  <Table.Td key={column.id} style={cellStyle}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {paddingBottom > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, not focusable; hidden from the row count
            <tr aria-hidden="true" style={{ height: paddingBottom }}>
              <td colSpan={columns.length} style={{ padding: 0, border: 0 }} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </section>
  );
}
