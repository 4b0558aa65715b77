import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import ReportsPage from './reports-page';

function renderPage() {
  renderWithProviders(
    <MemoryRouter>
      <ReportsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Reports' }))
    .getAllByRole('row')
    .slice(1);

describe('Reports Center', () => {
  it('lists all six reports with links for the available ones and Coming Soon for the rest', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Reports Center' })).toBeInTheDocument();
    expect(
      screen.getByText('Generate insights and analytics for your business operations'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Reports' })).toBeInTheDocument();
    expect(rows()).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Monthly Attendance Report' })).toHaveAttribute(
      'href',
      '/reports/attendance/monthly',
    );
    expect(screen.queryByRole('link', { name: 'Daily Attendance Summary' })).toBeNull();
    expect(screen.getAllByText('Coming Soon')).toHaveLength(3);
    expect(screen.getAllByText('System Generated')).toHaveLength(6);
    for (const header of ['Report Name', 'Type', 'Created By'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
  });

  it('searches and titles the list with the number of results', async () => {
    const user = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'AtTeNdAnCe');
    expect(screen.getByRole('heading', { name: 'Search Results (4)' })).toBeInTheDocument();
    expect(rows()).toHaveLength(4);
  });

  it('shows the empty state with the search text when nothing matches', async () => {
    const user = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'payroll');
    expect(screen.getByRole('heading', { name: 'Search Results (0)' })).toBeInTheDocument();
    expect(screen.getByText('No reports found')).toBeInTheDocument();
    expect(
      screen.getByText('No reports match "payroll". Try adjusting your search terms.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('narrows to a category from the sidebar', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: /^ESG/ }));
    expect(screen.getByRole('heading', { name: 'ESG' })).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^All Reports/ }));
    expect(rows()).toHaveLength(6);
  });

  it('has a Filter button that changes nothing', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(rows()).toHaveLength(6);
  });
});
