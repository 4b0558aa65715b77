import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { SearchableLocation } from '../lib/match-locations';
import { LocationSearchBox } from './location-search-box';

const branches: SearchableLocation[] = Array.from({ length: 8 }, (_, i) => ({
  id: `loc-${i + 1}`,
  locationId: 1001 + i,
  displayName: `Pune Branch ${i + 1}`,
  fullAddress: `Plot ${i + 1}, FC Road, Pune, 411004`,
  state: 'Maharashtra',
}));
const locations: SearchableLocation[] = [
  ...branches,
  {
    id: 'loc-goa',
    locationId: 2001,
    displayName: 'Panaji Branch',
    fullAddress: 'MG Road, Panaji',
    state: 'Goa',
  },
];

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="path">{location.pathname + location.search}</output>;
}

function setup(props: Partial<Parameters<typeof LocationSearchBox>[0]> = {}) {
  renderWithProviders(
    <MemoryRouter initialEntries={['/']}>
      <LocationSearchBox locations={locations} {...props} />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    user: userEvent.setup(),
    input: screen.getByRole('combobox', { name: 'Search locations' }),
  };
}

const path = () => screen.getByRole('status', { name: 'path' }).textContent;

describe('LocationSearchBox', () => {
  it('asks for 2 characters first', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('placeholder', 'Search locations...');
    await user.click(input);
    expect(screen.getByText('Type at least 2 characters to search')).toBeVisible();
    await user.type(input, 'p');
    expect(screen.getByText('Type at least 2 characters to search')).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows at most 5 results with name, state and address, the count and a link to all', async () => {
    const { user, input } = setup();
    await user.type(input, 'PUNE');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveTextContent('Pune Branch 1');
    expect(within(options[0]!).getByText('Maharashtra')).toBeVisible();
    expect(options[0]).toHaveTextContent('Plot 1, FC Road, Pune, 411004');
    expect(screen.getByText('Showing 5 of 8 results')).toBeVisible();
    const all = screen.getByRole('link', { name: 'View all 8 results' });
    expect(all).toHaveAttribute('href', '/locations?search=PUNE');
    await user.click(all);
    expect(path()).toBe('/locations?search=PUNE');
  });

  it('says so when nothing matches, and shows no count for 5 or fewer', async () => {
    const { user, input } = setup();
    await user.type(input, 'Chennai');
    expect(screen.getByText('No locations found for "Chennai"')).toBeVisible();
    await user.clear(input);
    await user.type(input, 'goa');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('moves with the arrow keys, opens the highlighted result with Enter', async () => {
    const { user, input } = setup();
    await user.type(input, 'pune');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // From the first, ArrowUp wraps to the last.
    expect(screen.getAllByRole('option')[4]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(path()).toBe('/locations/1005');
    expect(input).toHaveValue('');
  });

  it('closes with Escape, and a second Escape clears the text', async () => {
    const { user, input } = setup();
    await user.type(input, 'pune');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input).toHaveValue('pune');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    // Typing again opens it.
    await user.type(input, 'pu');
    expect(screen.getAllByRole('option')).toHaveLength(5);
  });

  it('opens a result with the mouse', async () => {
    const { user, input } = setup();
    await user.type(input, 'panaji');
    const [only] = screen.getAllByRole('option');
    expect(only).toHaveTextContent('Panaji Branch');
    await user.click(only!);
    expect(path()).toBe('/locations/2001');
  });

  it('tells the locations are loading instead of "no locations found"', async () => {
    const { user, input } = setup({ locations: undefined, isLoading: true });
    await user.type(input, 'pune');
    expect(screen.getByText('Loading locations...')).toBeVisible();
    expect(screen.queryByText(/No locations found/)).toBeNull();
  });
});
