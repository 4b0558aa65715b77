import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { signIn } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'viewer@demo.example');
  await page.goto('/reports');
});

const reportRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Reports' })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test('the Reports Center lists the six system reports', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Reports Center' })).toBeVisible();
  await expect(
    page.getByText('Generate insights and analytics for your business operations'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Reports' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Report Name', 'Type', 'Created By']);
  await expect(reportRows(page)).toHaveCount(6);
  await expect(page.getByRole('cell', { name: 'System Generated' })).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Filter' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Report categories' });
  await expect(categories.getByText('Report Category')).toBeVisible();
  for (const name of ['All Reports', 'Pest Control', 'ESG', 'Attendance'])
    await expect(categories.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
});

test('coming-soon reports are marked and cannot be opened', async ({ page }) => {
  for (const name of [
    'Daily Attendance Summary',
    'Employee Attendance History',
    'Location-wise Attendance',
  ]) {
    const row = reportRows(page).filter({ hasText: name });
    await expect(row.getByText('Coming Soon')).toBeVisible();
    await expect(row.getByRole('link')).toHaveCount(0);
    await expect(row).toHaveAttribute('aria-disabled', 'true');
  }
});

test('an available report opens its screen', async ({ page }) => {
  await page.getByRole('link', { name: 'Resource Consumption Report' }).click();
  await expect(page).toHaveURL(/\/reports\/esg\/consumption$/);
  await expect(page.getByRole('heading', { name: 'Resource Consumption Report' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Scheduled Services by Date' }).click();
  await expect(page).toHaveURL(/\/reports\/pest-control\/scheduled-services$/);
});

test('the search matches name, description and type, and says when nothing matches', async ({
  page,
}) => {
  const search = page.getByPlaceholder('Search reports...');
  await search.fill('esg');
  await expect(page.getByRole('heading', { name: 'Search Results (1)' })).toBeVisible();
  await expect(reportRows(page)).toHaveText([/Resource Consumption Report/]);

  await search.fill('MONTH');
  await expect(page.getByRole('heading', { name: 'Search Results (1)' })).toBeVisible();

  await search.fill('attendance');
  await expect(page.getByRole('heading', { name: 'Search Results (4)' })).toBeVisible();

  await search.fill('payroll');
  await expect(page.getByRole('heading', { name: 'Search Results (0)' })).toBeVisible();
  await expect(page.getByText('No reports found')).toBeVisible();
  await expect(
    page.getByText('No reports match "payroll". Try adjusting your search terms.'),
  ).toBeVisible();

  await search.fill('');
  await expect(page.getByRole('heading', { name: 'All Reports' })).toBeVisible();
  await expect(reportRows(page)).toHaveCount(6);
});

test('a category narrows the list', async ({ page }) => {
  const categories = page.getByRole('navigation', { name: 'Report categories' });
  await categories.getByRole('button', { name: /^Attendance/ }).click();
  await expect(page.getByRole('heading', { name: 'Attendance', exact: true })).toBeVisible();
  await expect(reportRows(page)).toHaveCount(4);
  await categories.getByRole('button', { name: /^Pest Control/ }).click();
  await expect(reportRows(page)).toHaveText([/Scheduled Services by Date/]);
});
