import { toLocationView, type LocationRecord } from '@fm/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LocationTable } from './location-table';

const record = (overrides: Partial<LocationRecord>): LocationRecord => ({
  id: '6f1c1f5e-4a53-4b79-9a1c-2f0f6f0a1b2c',
  locationId: 7,
  orgId: 1,
  name: null,
  locationNickname: null,
  address: null,
  state: null,
  city: null,
  pinCode: null,
  country: null,
  district: null,
  zone: null,
  suburb: null,
  colony: null,
  street: null,
  plotNo: null,
  sector: null,
  buildingName: null,
  buildingWing: null,
  floor: null,
  officeUnit: null,
  landmark: null,
  latitude: null,
  longitude: null,
  branchAreaSize: null,
  area: null,
  locationType: 'branch',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('LocationTable', () => {
  it('shows the derived name, the composed address and the status', () => {
    renderWithProviders(
      <LocationTable
        locations={[
          toLocationView(
            record({
              name: 'Park Street Branch',
              state: 'West Bengal',
              city: 'Kolkata',
              pinCode: '700016',
            }),
          ),
          toLocationView(
            record({
              id: '0e0e0e0e-0000-4000-8000-000000000000',
              locationId: 8,
              status: 'inactive',
            }),
          ),
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Locations' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Park Street Branch');
    expect(rows[1]).toHaveTextContent('West Bengal, Kolkata, 700016');
    expect(rows[1]).toHaveTextContent('active');
    expect(rows[2]).toHaveTextContent('Location 8');
    expect(rows[2]).toHaveTextContent('Address not available');
    expect(rows[2]).toHaveTextContent('inactive');
  });

  it('says so when there are no locations', () => {
    renderWithProviders(<LocationTable locations={[]} />);
    expect(screen.getByText('No locations yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
