import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { mappable } from '../lib/test-locations';
import { LIST_LIMIT, LocationListPanel } from './location-list-panel';

const renderPanel = (locations = [mappable({ id: 'x' })], onSelect = vi.fn()) => {
  renderWithProviders(
    <MemoryRouter>
      <LocationListPanel
        id="list"
        locations={locations}
        scheme="light"
        selectedId={null}
        onSelect={onSelect}
      />
    </MemoryRouter>,
  );
  return onSelect;
};

describe('LocationListPanel', () => {
  it('lists locations by name and hands the chosen one over', async () => {
    const onSelect = renderPanel([
      mappable({ id: 'b', displayName: 'Salt Lake Branch' }),
      mappable({ id: 'a', displayName: 'Andheri Branch' }),
    ]);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Andheri Branch'),
      expect.stringContaining('Salt Lake Branch'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Salt Lake/ }));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'b' }),
      expect.any(HTMLButtonElement),
    );
  });

  it('filters as one types and says when nothing matches', async () => {
    renderPanel([
      mappable({ id: 'a', displayName: 'Andheri Branch' }),
      mappable({ id: 'b', displayName: 'Salt Lake Branch', state: 'West Bengal' }),
    ]);
    await userEvent.type(screen.getByLabelText('Search locations'), 'bengal');
    expect(await screen.findByText('1 location')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Salt Lake/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Andheri/ })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search locations'));
    await userEvent.type(screen.getByLabelText('Search locations'), 'nowhere');
    expect(await screen.findByText('No locations found for "nowhere"')).toBeInTheDocument();
  });

  it(`puts at most ${LIST_LIMIT} rows in the page and says how many there are`, () => {
    renderPanel(
      Array.from({ length: 250 }, (_, i) =>
        mappable({ id: String(i), displayName: `Branch ${String(i).padStart(3, '0')}` }),
      ),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(LIST_LIMIT);
    expect(
      screen.getByText(`Showing ${LIST_LIMIT} of 250 - refine the search`),
    ).toBeInTheDocument();
  });

  it('links a location without coordinates to its page instead of the map', () => {
    renderPanel([mappable({ id: 'nowhere', coordinates: { lat: 0, lng: 0 } })]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /No coordinates/ })).toHaveAttribute(
      'href',
      '/locations/1000',
    );
  });
});
