import { toLocationView } from '@fm/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveRecord } from '@/test/location-records';
import { renderWithProviders } from '@/test/render';
import { toListRow } from '../lib/location-list';
import { LocationListTable } from './location-list-table';

// jsdom lays nothing out: give the scrolling area a height so the table has a window of rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 480,
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

const rows = Array.from({ length: 10_000 }, (_, index) =>
  toListRow(
    toLocationView(
      liveRecord({
        name: `Branch ${String(index).padStart(5, '0')}`,
        state: 'Goa',
        city: 'Panaji',
        pinCode: '403001',
      }),
    ),
  ),
);

describe('LocationListTable', () => {
  it('renders only the rows in view of 10,000, each linking to its dashboard', () => {
    renderWithProviders(
      <MemoryRouter>
        <LocationListTable
          rows={rows}
          sort={{ sortBy: 'name', sortOrder: 'asc' }}
          onSort={vi.fn()}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Locations' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-rowindex') !== '1');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    const first = rendered[0] as HTMLElement;
    expect(first).toHaveTextContent('Branch 00000');
    expect(first).toHaveTextContent('Goa, Panaji, 403001');
    expect(within(first).getByRole('link', { name: 'Branch 00000' })).toHaveAttribute(
      'href',
      `/locations/${rows[0]?.locationId}`,
    );
  });

  it('marks the sorted column and asks for another sort from the header buttons', async () => {
    const onSort = vi.fn();
    renderWithProviders(
      <MemoryRouter>
        <LocationListTable
          rows={rows.slice(0, 3)}
          sort={{ sortBy: 'name', sortOrder: 'desc' }}
          onSort={onSort}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /City/ })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by City' }));
    expect(onSort).toHaveBeenCalledWith({ sortBy: 'city', sortOrder: 'asc' });
  });
});
