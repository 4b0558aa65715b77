import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is and lists each violation with the elements it found. */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  return result.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Waits until the start-up overlay has gone, so axe sees the page itself. */
async function settled(page: Page) {
  await expect(page.getByRole('progressbar', { name: 'Application loading' })).toHaveCount(0);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({ colorScheme: scheme });

    test('the login page has no WCAG 2.2 AA violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      expect(await violations(page)).toEqual([]);
    });

    test('the shell has no WCAG 2.2 AA violations, expanded and collapsed', async ({ page }) => {
      await signIn(page, 'admin@demo.example');
      await page.goto('/attendance');
      await expect(page.getByRole('heading', { name: 'Attendance' })).toBeVisible();
      await expect(page.getByRole('status', { name: 'System status' })).toContainText('Branches');
      await settled(page);
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the Reports Center has no WCAG 2.2 AA violations', async ({ page }) => {
      await signIn(page, 'viewer@demo.example');
      await page.goto('/reports');
      await expect(page.getByRole('heading', { name: 'Reports Center' })).toBeVisible();
      await settled(page);
      expect(await violations(page)).toEqual([]);
      await page.getByPlaceholder('Search reports...').fill('payroll');
      await expect(page.getByText('No reports found')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the dashboard has no WCAG 2.2 AA violations', async ({ page }) => {
      await signIn(page, 'admin@demo.example');
      await expect(page.getByText('Signed in as Priya Sharma')).toBeVisible();
      await expect(page.getByText('Branches', { exact: true })).toBeVisible();
      await settled(page);
      expect(await violations(page)).toEqual([]);
    });
  });
}
