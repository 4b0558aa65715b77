import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CoordinatePicker } from '../coordinate-picker';
import { LocationPinMap } from '../location-pin-map';

// jsdom has no WebGL: these check the lazy wrapper and the way a failed map is reported.
// A configured style URL, so no basemap file is fetched first.
vi.mock('@/lib/api-client', () => ({
  apiRequest: vi.fn(async () => ({
    version: '1',
    identity: {},
    mapStyle: 'https://tiles.invalid/style.json',
  })),
}));

describe('the small map components', () => {
  it('LocationPinMap shows a skeleton, then says when the map cannot be drawn', async () => {
    renderWithProviders(
      <LocationPinMap
        latitude={18.92}
        longitude={72.82}
        label="Nariman Point Branch"
        height={200}
      />,
    );
    expect(screen.getByLabelText('Loading map')).toBeInTheDocument();
    expect(
      await screen.findByText('The map could not be shown.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map: Nariman Point Branch' })).toBeInTheDocument();
  });

  it('CoordinatePicker offers the typed coordinates instead when the map cannot be drawn', async () => {
    renderWithProviders(<CoordinatePicker value={null} onChange={() => {}} />);
    expect(
      await screen.findByText(
        'The map could not be shown; enter the latitude and longitude instead.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
