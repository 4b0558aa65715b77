import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { visibleSections } from '../lib/navigation';
import { Sidebar } from './sidebar';

const location = (id: number, state: string) => ({
  id: `6f1c1f5e-4a53-4b79-9a1c-2f0f6f0a1b${String(id).padStart(2, '0')}`,
  locationId: id,
  orgId: 1,
  name: `Branch ${id}`,
  locationNickname: null,
  ...Object.fromEntries(
    ['address', 'city', 'pinCode', 'country', 'district', 'zone', 'suburb', 'colony', 'street']
      .concat(['plotNo', 'sector', 'buildingName', 'buildingWing', 'floor', 'officeUnit'])
      .concat(['landmark', 'area', 'locationType'])
      .map((key) => [key, null]),
  ),
  state,
  latitude: null,
  longitude: null,
  branchAreaSize: null,
  status: 'active',
  deviceCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

beforeEach(() => {
  const body = {
    success: true,
    data: {
      locations: [location(1, 'Maharashtra'), location(2, 'Karnataka'), location(3, 'Maharashtra')],
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body)),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderSidebar(role: string, { path = '/', collapsed = false } = {}) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar sections={visibleSections(role)} collapsed={collapsed} onToggle={() => {}} />
    </MemoryRouter>,
  );
}

describe('Sidebar', () => {
  it('shows the admin all four groups with their entries', () => {
    renderSidebar('admin');
    for (const group of ['Main', 'Analytics', 'Administration', 'Vendor'])
      expect(screen.getByRole('group', { name: group })).toBeInTheDocument();
    const admin = screen.getByRole('group', { name: 'Administration' });
    expect(
      within(admin)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Admin Dashboard', 'Locations', 'Approvals', 'Users']);
  });

  it('hides Administration and Vendor from the viewer', () => {
    renderSidebar('viewer');
    expect(screen.getByRole('group', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Analytics' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Administration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Vendor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Approvals' })).not.toBeInTheDocument();
  });

  it('marks the current page, and only it', () => {
    renderSidebar('admin', { path: '/reports' });
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('collapsed, keeps every entry named while showing icons only', () => {
    renderSidebar('admin', { collapsed: true });
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).not.toHaveTextContent('Home');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the version and counts branches and distinct states', async () => {
    renderSidebar('viewer');
    expect(screen.getByText('v1.1.0')).toBeInTheDocument();
    const status = screen.getByRole('status', { name: 'System status' });
    expect(await within(status).findByText('Branches')).toBeInTheDocument();
    expect(status).toHaveTextContent('3 Branches');
    expect(status).toHaveTextContent('2 States');
  });
});
