import type { Pagination } from '@fm/contracts';
import { Checkbox, Skeleton, Stack, Table, VisuallyHidden } from '@mantine/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { DataTablePager } from './data-table-pager';
import classes from './data-table.module.css';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { QueryError } from './query-error';
import { ColumnHeader, type TableColumn, type TableSort } from './table-columns';
import tableClasses from './table.module.css';

interface RowSelection {
  /** The row keys selected (controlled). */
  selected: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
}

export interface DataTableProps<T, S extends string = never> {
  /** The table's accessible name ('Employees'). */
  label: string;
  columns: TableColumn<T, S>[];
  /** The rows of the page shown; undefined until the first page arrives. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** How a row is named to screen readers, e.g. in 'Select {rowLabel}'. */
  rowLabel?: (row: T) => string;
  /** The first page is loading: skeleton rows. */
  loading?: boolean;
  /** Another page or sort is loading: the rows shown are the previous page's, dimmed. */
  fetching?: boolean;
  error?: Error | null;
  /** The failure's title, e.g. the spec's 'Failed to fetch vendor employees'. */
  errorTitle?: string;
  onRetry?: () => void;
  /** What an empty list says (and offers, such as 'Clear filters'). */
  empty: EmptyStateProps;
  sort?: TableSort<S>;
  onSortChange?: (next: TableSort<S>) => void;
  /** The answer's `pagination`; without it there are no paging controls. */
  pagination?: Pagination;
  onPageChange?: (page: number) => void;
  onLimitChange?: (limit: number) => void;
  pageSizes?: readonly number[];
  /** Click or Enter on a row opens it (its detail, a drawer...). */
  onRowOpen?: (row: T) => void;
  /** Adds a checkbox per row and one for the page ('mark many at once'). */
  selection?: RowSelection;
  /** Height of the scrolling area; the header stays in view. */
  maxHeight?: string;
}

/** Clicks on a control inside a row belong to that control, not to the row. */
const fromControl = (event: MouseEvent | KeyboardEvent) =>
  event.target !== event.currentTarget &&
  (event.target as HTMLElement).closest('a, button, input, label, select, textarea') !== null;

function moveFocus(event: KeyboardEvent<HTMLTableRowElement>) {
  const row = event.currentTarget;
  const next = event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
  if (next instanceof HTMLElement && next.tabIndex === 0) {
    event.preventDefault();
    next.focus();
  }
}

/**
 * A server-paged list: sortable headers, paging controls, skeleton rows while the first page
 * loads, the previous page kept (dimmed) while the next one loads, an empty state, an error
 * with 'Try again', rows that open on click or Enter (arrow keys move between them), optional
 * checkboxes, and a header that stays in view. Sort and page are controlled from outside (see
 * `usePageParams`, which keeps them in the URL); with TanStack Query pass
 * `placeholderData: keepPreviousData` and `dataTableQueryState(query)`.
 */
export function DataTable<T, S extends string = never>(props: DataTableProps<T, S>) {
  const { label, columns, rows, rowKey, rowLabel = rowKey, selection, onRowOpen } = props;
  const { error, loading, fetching, pagination } = props;

  if (error && !rows?.length)
    return (
      <QueryError
        title={props.errorTitle ?? `Could not load ${label.toLowerCase()}`}
        error={error}
        onRetry={props.onRetry ?? (() => undefined)}
      />
    );
  if (!loading && rows?.length === 0) return <EmptyState {...props.empty} />;

  const shown = rows ?? [];
  const keys = shown.map(rowKey);
  const selectedHere = selection ? keys.filter((key) => selection.selected.has(key)) : [];
  const toggle = (key: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  const toggleAll = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    selection.onChange(next);
  };
  const skeletonRows = Math.min(pagination?.limit ?? 5, 10);
  const width = columns.length + (selection ? 1 : 0);

  return (
    <Stack gap="sm">
      {error && (
        <QueryError
          title={props.errorTitle ?? `Could not load ${label.toLowerCase()}`}
          error={error}
          onRetry={props.onRetry ?? (() => undefined)}
        />
      )}
      <div
        className={classes.scroller}
        style={{ maxHeight: props.maxHeight ?? 'max(420px, calc(100vh - 320px))' }}
        tabIndex={0}
        role="region"
        aria-label={`${label}, scrollable`}
      >
        <Table aria-label={label} aria-busy={loading || fetching || undefined} highlightOnHover>
          <Table.Thead className={tableClasses.head}>
            <Table.Tr>
              {selection && (
                <Table.Th className={classes.checkboxCell}>
                  <Checkbox
                    aria-label="Select all rows on this page"
                    checked={keys.length > 0 && selectedHere.length === keys.length}
                    indeterminate={selectedHere.length > 0 && selectedHere.length < keys.length}
                    disabled={keys.length === 0}
                    onChange={(event) => toggleAll(event.currentTarget.checked)}
                  />
                </Table.Th>
              )}
              {columns.map((column) => (
                <ColumnHeader
                  key={column.id}
                  column={column}
                  sort={props.sort}
                  onSortChange={props.onSortChange}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody className={fetching && !loading ? classes.stale : undefined}>
            {loading
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  <Table.Tr key={index} aria-hidden>
                    {Array.from({ length: width }, (_, cell) => (
                      <Table.Td key={cell}>
                        <Skeleton height={12} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : shown.map((row) => {
                  const key = rowKey(row);
                  const selected = selection?.selected.has(key) ?? false;
                  const open = onRowOpen && (() => onRowOpen(row));
                  return (
                    <Table.Tr
                      key={key}
                      className={[open && classes.openable, selected && classes.selected]
                        .filter(Boolean)
                        .join(' ')}
                      tabIndex={open ? 0 : undefined}
                      onClick={open && ((event) => !fromControl(event) && open())}
                      onKeyDown={
                        open &&
                        ((event) => {
                          if (event.target !== event.currentTarget) return;
                          if (event.key === 'Enter') open();
                          else if (event.key === 'ArrowDown' || event.key === 'ArrowUp')
                            moveFocus(event);
                        })
                      }
                    >
                      {selection && (
                        <Table.Td className={classes.checkboxCell}>
                          <Checkbox
                            aria-label={`Select ${rowLabel(row)}`}
                            checked={selected}
                            onChange={(event) => toggle(key, event.currentTarget.checked)}
                          />
                        </Table.Td>
                      )}
                      {columns.map((column) => (
                        <Table.Td key={column.id} style={{ textAlign: column.align }}>
                          {column.render(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
          </Table.Tbody>
        </Table>
        {loading && (
          <VisuallyHidden role="status">{`Loading ${label.toLowerCase()}...`}</VisuallyHidden>
        )}
      </div>
      {pagination && !loading && (
        <DataTablePager
          label={label}
          pagination={pagination}
          onPageChange={props.onPageChange}
          onLimitChange={props.onLimitChange}
          pageSizes={props.pageSizes}
        />
      )}
    </Stack>
  );
}

/**
 * The state props of a DataTable from a TanStack query (use `placeholderData: keepPreviousData`
 * so the previous page stays while the next loads).
 */
export function dataTableQueryState(query: {
  isPending: boolean;
  isPlaceholderData: boolean;
  error: Error | null;
  refetch: () => unknown;
}) {
  return {
    loading: query.isPending,
    fetching: query.isPlaceholderData,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
