import { paginationOf } from '@fm/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable, type DataTableProps } from './data-table';
import type { TableColumn, TableSort } from './table-columns';

interface Person {
  id: string;
  name: string;
  city: string;
}

const people: Person[] = [
  { id: 'p1', name: 'Asha', city: 'Pune' },
  { id: 'p2', name: 'Bilal', city: 'Goa' },
  { id: 'p3', name: 'Chitra', city: 'Agra' },
];

const columns: TableColumn<Person, 'name' | 'city'>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', render: (row) => row.name },
  { id: 'city', header: 'City', sortKey: 'city', render: (row) => row.city },
  {
    id: 'action',
    header: 'Action',
    render: (row) => <button type="button">Call {row.name}</button>,
  },
];

type Props = DataTableProps<Person, 'name' | 'city'>;

function renderTable(props: Partial<Props> = {}) {
  const all: Props = {
    label: 'People',
    columns,
    rows: people,
    rowKey: (row) => row.id,
    rowLabel: (row) => row.name,
    empty: { title: 'No people yet' },
    ...props,
  };
  return renderWithProviders(<DataTable {...all} />);
}

describe('DataTable: sorting', () => {
  it('marks the sorted column with aria-sort and flips its order on a second click', async () => {
    const onSortChange = vi.fn();
    renderTable({ sort: { sortBy: 'name', sortOrder: 'asc' }, onSortChange });
    const [name, city] = screen.getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(city).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'name', sortOrder: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Sort by City' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'city', sortOrder: 'asc' });
    expect(screen.queryByRole('button', { name: 'Sort by Action' })).toBeNull();
  });

  it('sorts from the keyboard: the headers are buttons', async () => {
    function Sorted() {
      const [sort, setSort] = useState<TableSort<'name' | 'city'>>({
        sortBy: 'name',
        sortOrder: 'asc',
      });
      return (
        <DataTable
          label="People"
          columns={columns}
          rows={people}
          rowKey={(row) => row.id}
          empty={{ title: 'None' }}
          sort={sort}
          onSortChange={setSort}
        />
      );
    }
    renderWithProviders(<Sorted />);
    screen.getByRole('button', { name: 'Sort by City' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    expect(screen.getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('DataTable: paging', () => {
  it('says which rows are shown and pages forward, back and by number', async () => {
    const onPageChange = vi.fn();
    renderTable({ pagination: paginationOf(60, { page: 2, limit: 25 }), onPageChange });
    expect(screen.getByText('Showing 26-50 of 60')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'People, pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('changes the page size, and shows no page buttons for a single page', async () => {
    const onLimitChange = vi.fn();
    renderTable({
      pagination: paginationOf(3, { page: 1, limit: 25 }),
      onPageChange: vi.fn(),
      onLimitChange,
    });
    expect(screen.getByText('Showing 1-3 of 3')).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(onLimitChange).toHaveBeenCalledWith(50);
  });
});

describe('DataTable: loading, empty and error states', () => {
  it('shows skeleton rows and announces the load until the first page arrives', () => {
    renderTable({ rows: undefined, loading: true });
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading people...');
    expect(screen.queryByText('Asha')).toBeNull();
  });

  it('keeps the previous page visible while the next one loads', () => {
    renderTable({ fetching: true, pagination: paginationOf(60, { page: 1, limit: 3 }) });
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Asha')).toBeVisible();
    expect(screen.getByText('Showing 1-3 of 60')).toBeVisible();
  });

  it('shows the empty state with its action instead of an empty table', async () => {
    const clear = vi.fn();
    renderTable({
      rows: [],
      empty: {
        title: 'No people match these filters',
        text: 'Try fewer filters.',
        action: <button onClick={clear}>Clear filters</button>,
      },
    });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No people match these filters')).toBeVisible();
    expect(screen.getByText('Try fewer filters.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(clear).toHaveBeenCalled();
  });

  it('shows the error with Try again when nothing could be loaded', async () => {
    const onRetry = vi.fn();
    renderTable({
      rows: undefined,
      error: new Error('Network error occurred'),
      errorTitle: 'Failed to fetch vendor employees',
      onRetry,
    });
    expect(screen.getByText('Failed to fetch vendor employees')).toBeVisible();
    expect(screen.getByText('Network error occurred')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('keeps the rows it has when a later load fails', () => {
    renderTable({ error: new Error('HTTP 503: Service Unavailable'), onRetry: vi.fn() });
    expect(screen.getByText('HTTP 503: Service Unavailable')).toBeVisible();
    expect(screen.getByText('Asha')).toBeVisible();
  });
});

describe('DataTable: rows', () => {
  it('opens a row on click or Enter, moves between rows with the arrow keys', async () => {
    const onRowOpen = vi.fn();
    renderTable({ onRowOpen });
    const [, first, second] = screen.getAllByRole('row');
    await userEvent.click(within(first!).getByText('Asha'));
    expect(onRowOpen).toHaveBeenLastCalledWith(people[0]);
    first!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenLastCalledWith(people[1]);
    await userEvent.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
  });

  it('leaves clicks on controls inside a row to those controls', async () => {
    const onRowOpen = vi.fn();
    renderTable({ onRowOpen });
    await userEvent.click(screen.getByRole('button', { name: 'Call Asha' }));
    expect(onRowOpen).not.toHaveBeenCalled();
  });

  it('selects rows one by one or the whole page at once', async () => {
    function Selectable() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      return (
        <>
          <DataTable
            label="People"
            columns={columns}
            rows={people}
            rowKey={(row) => row.id}
            rowLabel={(row) => row.name}
            empty={{ title: 'None' }}
            selection={{ selected, onChange: setSelected }}
          />
          <output>{[...selected].join(',')}</output>
        </>
      );
    }
    renderWithProviders(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bilal' }));
    expect(screen.getByRole('status')).toHaveTextContent('p2');
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(all);
    expect(screen.getByRole('status')).toHaveTextContent('p2,p1,p3');
    await userEvent.click(all);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
