import { Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { ColumnHeader, type TableColumn, type TableSort } from './table-columns';
import tableClasses from './table.module.css';
import classes from './virtual-table.module.css';

export interface VirtualTableProps<T, S extends string> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  columns: TableColumn<T, S>[];
  rowKey: (row: T) => string;
  sort?: TableSort<S>;
  onSortChange?: (next: TableSort<S>) => void;
  /** Height of the scrolling area; the header stays in view. */
  height?: string;
}

/** Rows are one line high (long texts are cut with an ellipsis and shown whole on hover). */
export const ROW_HEIGHT = 48;

/**
 * For long lists held whole in the browser (thousands of rows, sorted and filtered there): a
 * real table (screen readers announce rows and columns, `aria-rowcount`/`aria-rowindex` give
 * the position) whose body renders only the rows in view plus 10 either side; spacer rows keep
 * the scroll height, so 10,000 rows scroll as smoothly as 10. Server-paged lists use
 * `DataTable`.
 */
export function VirtualTable<T, S extends string = never>({
  label,
  rows,
  columns,
  rowKey,
  sort,
  onSortChange,
  height = 'max(420px, calc(100vh - 300px))',
}: VirtualTableProps<T, S>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual returns functions React Compiler must not memoise; this component is not
  // compiled, and the hook is used as its docs show.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    // Focusable, so the rows can be scrolled with the keyboard (arrows, Page Up/Down, Home/End).
    <div
      ref={scrollRef}
      className={classes.scroller}
      style={{ height }}
      tabIndex={0}
      role="region"
      aria-label={`${label}, scrollable`}
    >
      <Table
        aria-label={label}
        aria-rowcount={rows.length + 1}
        highlightOnHover
        className={classes.table}
        layout="fixed"
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: column.width }} />
          ))}
        </colgroup>
        <Table.Thead className={tableClasses.head}>
          <Table.Tr aria-rowindex={1}>
            {columns.map((column) => (
              <ColumnHeader
                key={column.id}
                column={column}
                sort={sort}
                onSortChange={onSortChange}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && (
            <tr aria-hidden style={{ height: before }}>
              <td colSpan={columns.length} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index] as T;
            return (
              <Table.Tr
                key={rowKey(row)}
                aria-rowindex={item.index + 2}
                style={{ height: ROW_HEIGHT }}
              >
                {columns.map((column) => (
                  <Table.Td
                    key={column.id}
                    className={classes.cell}
                    style={{ textAlign: column.align }}
                  >
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {after > 0 && (
            <tr aria-hidden style={{ height: after }}>
              <td colSpan={columns.length} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
