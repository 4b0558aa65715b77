import type { SortOrder } from '@fm/contracts';
import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './table.module.css';

/** One column of a `DataTable` or `VirtualTable`. */
export interface TableColumn<T, S extends string = never> {
  /** Stable id (the React key). */
  id: string;
  /** The header text; a sortable column's button is named 'Sort by {header}'. */
  header: string;
  /** CSS width. The virtual table lays out fixed, so give every column one there. */
  width?: string;
  /** Makes the column sortable by this key (the list's `sortBy`). */
  sortKey?: S;
  align?: 'left' | 'center' | 'right';
  render: (row: T) => ReactNode;
}

/** A list's sort, named as the contracts' `pageQuery` names it, so a query can be passed as is. */
export interface TableSort<S extends string> {
  sortBy: S;
  sortOrder: SortOrder;
}

/** The sort after a click on a column: the same column flips its order, another starts ascending. */
function nextSort<S extends string>(current: TableSort<S> | undefined, key: S): TableSort<S> {
  if (current?.sortBy === key)
    return { sortBy: key, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' };
  return { sortBy: key, sortOrder: 'asc' };
}

/**
 * A column header. Sortable ones hold a button (Tab, Enter, Space) and carry `aria-sort`, so
 * screen readers announce the order of the column the list is sorted by.
 */
export function ColumnHeader<T, S extends string>({
  column,
  sort,
  onSortChange,
}: {
  column: TableColumn<T, S>;
  sort?: TableSort<S>;
  onSortChange?: (next: TableSort<S>) => void;
}) {
  const key = column.sortKey;
  const active = key !== undefined && sort?.sortBy === key;
  const ariaSort = active ? (sort?.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <Table.Th aria-sort={ariaSort} style={{ textAlign: column.align }}>
      {key !== undefined && onSortChange ? (
        <UnstyledButton
          className={classes.sortButton}
          onClick={() => onSortChange(nextSort(sort, key))}
          aria-label={`Sort by ${column.header}`}
        >
          <Group gap={4} wrap="nowrap">
            <Text fw={600} fz="sm" span>
              {column.header}
            </Text>
            {!active ? (
              <IconArrowsSort size={14} aria-hidden opacity={0.5} />
            ) : sort?.sortOrder === 'asc' ? (
              <IconArrowUp size={14} aria-hidden />
            ) : (
              <IconArrowDown size={14} aria-hidden />
            )}
          </Group>
        </UnstyledButton>
      ) : (
        column.header
      )}
    </Table.Th>
  );
}
