import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveRecord } from '@/test/location-records';
import { renderWithProviders } from '@/test/render';
import { HeadlineCounts } from './headline-counts';

const demoMix = [
  ...Array.from({ length: 43 }, (_, i) => liveRecord({ status: 'active', state: `S${i % 20}` })),
  ...Array.from({ length: 8 }, () => liveRecord({ status: 'approved', state: 'S1' })),
  ...Array.from({ length: 4 }, () => liveRecord({ status: 'inactive', state: 'S2' })),
];

afterEach(() => vi.unstubAllGlobals());

describe('HeadlineCounts', () => {
  it('accounts for every branch: in service (active + approved) and inactive', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, data: { locations: demoMix } })),
    );
    renderWithProviders(<HeadlineCounts />);
    expect(await screen.findByRole('group', { name: 'Branches: 55' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'In service: 51' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Active: 43' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Approved: 8' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Inactive: 4' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'States: 20' })).toBeInTheDocument();
  });
});
