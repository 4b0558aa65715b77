import { Table, UnstyledButton, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import classes from './virtual-table.module.css';

export interface VirtualColumn<T, K extends string> {
  id: string;
  header: string;
  /** CSS width of the column (the table lays out fixed, so rows never jump while scrolling). */
  width: string;
  /** Set for a sortable column. */
  sortKey?: K;
  render: (row: T) => ReactNode;
}

export interface VirtualTableProps<T, K extends string> {
  label: string;
  rows: readonly T[];
  columns: VirtualColumn<T, K>[];
  rowKey: (row: T) => string;
  sort?: { key: K; direction: 'asc' | 'desc' };
  onSort?: (key: K) => void;
  /** Height of the scrolling area; the header stays in view. */
  height?: string;
}

/** Rows are one line high (long texts are cut with an ellipsis and shown whole on hover). */
export const ROW_HEIGHT = 48;

/**
 * A real table (screen readers announce rows and columns) whose body renders only the rows in
 * view plus a few either side; spacer rows keep the scroll height of the whole list, so 10,000
 * rows scroll as smoothly as 10.
 */
export function VirtualTable<T, K extends string>({
  label,
  rows,
  columns,
  rowKey,
  sort,
  onSort,
  height = 'max(420px, calc(100vh - 300px))',
}: VirtualTableProps<T, K>) {
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
        <Table.Thead className={classes.head}>
          <Table.Tr aria-rowindex={1}>
            {columns.map((column) => {
              const active = column.sortKey !== undefined && sort?.key === column.sortKey;
              return (
                <Table.Th
                  key={column.id}
                  aria-sort={
                    active ? (sort?.direction === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {column.sortKey !== undefined && onSort ? (
                    <UnstyledButton
                      className={classes.sortButton}
                      onClick={() => onSort(column.sortKey as K)}
                      aria-label={`Sort by ${column.header}`}
                    >
                      <Group gap={4} wrap="nowrap">
                        <Text fw={600} fz="sm" span>
                          {column.header}
                        </Text>
                        {active ? (
                          sort?.direction === 'asc' ? (
                            <IconArrowUp size={14} aria-hidden />
                          ) : (
                            <IconArrowDown size={14} aria-hidden />
                          )
                        ) : (
                          <IconArrowsSort size={14} aria-hidden opacity={0.5} />
                        )}
                      </Group>
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
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
                  <Table.Td key={column.id} className={classes.cell}>
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
