import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { signIn, submitLogin } from '../fixtures';
import { enableEmailCodes, passwordSignIn } from '../identity-client';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is and lists each violation with the elements it found. */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  return result.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }));
}

/** Waits until the start-up overlay has gone, so axe sees the page itself. */
async function settled(page: Page) {
  await expect(page.getByRole('progressbar', { name: 'Application loading' })).toHaveCount(0);
}

/** Opens a dialog from the profile menu (Profile or Settings). */
async function openFromProfileMenu(page: Page, item: 'Profile' | 'Settings', dialog: string) {
  await page.getByRole('button', { name: 'Priya Sharma' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const opened = page.getByRole('dialog', { name: dialog });
  await expect(opened).toBeVisible();
  // The menu fades out after the click; axe reads the page once it has gone.
  await expect(page.getByRole('menu')).toHaveCount(0);
  return opened;
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({ colorScheme: scheme });
    // axe reads every node of a screen; several screens and states per test take their time.
    test.setTimeout(120_000);

    test('the login page has no WCAG 2.2 AA violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      expect(await violations(page)).toEqual([]);
    });

    test('the challenge screens (new password, e-mail code) have no violations', async ({
      page,
      request,
      org,
    }) => {
      const newcomer = await org.newcomer('user');
      await page.goto('/login');
      await submitLogin(page, newcomer.email, newcomer.password);
      await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
      await settled(page);
      expect(await violations(page)).toEqual([]);

      const withCodes = await org.person('user');
      const tokens = await passwordSignIn(request, withCodes.email, withCodes.password);
      await enableEmailCodes(request, tokens.AccessToken);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await submitLogin(page, withCodes.email, withCodes.password);
      await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
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

    test('the locations list and a location dashboard have no violations', async ({ page }) => {
      await signIn(page, 'admin@demo.example');
      await page.goto('/locations');
      await expect(page.getByRole('table', { name: 'Locations' })).toBeVisible();
      await settled(page);
      expect(await violations(page)).toEqual([]);
      await page.getByRole('textbox', { name: /search/i }).fill('no such branch anywhere');
      await expect(page.getByText('No locations match "no such branch anywhere".')).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.goto('/locations/1001');
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
      expect(await violations(page)).toEqual([]);
    });

    test('the admin locations screen and its add dialog have no violations', async ({ page }) => {
      await signIn(page, 'admin@demo.example');
      await page.goto('/admin/locations');
      await expect(page.getByRole('table', { name: 'Live locations' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Awaiting approval' })).toBeVisible();
      await settled(page);
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add location' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a location' });
      await dialog.getByRole('button', { name: 'Add to staging' }).click();
      await expect(dialog.getByText('City is required')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the approvals screen and its review panel have no violations', async ({ page }) => {
      await signIn(page, 'approver@demo.example');
      await page.goto('/admin/approvals');
      const table = page.getByRole('table', { name: 'Locations to review' });
      await expect(table).toBeVisible();
      await settled(page);
      expect(await violations(page)).toEqual([]);
      await table
        .getByRole('button', { name: /^Review / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('button', { name: 'Reject' }).click();
      await page.getByRole('button', { name: 'Confirm rejection' }).click();
      await expect(page.getByText('Comments are required for rejection')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the map and the globe have no violations', async ({ page }) => {
      await signIn(page, 'admin@demo.example');
      for (const path of ['/map', '/globe'] as const) {
        await page.goto(path);
        // WebGL in software on a busy machine: drawing every pin may take a while.
        await expect(page.locator('[data-map-idle="true"]')).toBeVisible({ timeout: 60_000 });
        await settled(page);
        expect(await violations(page), path).toEqual([]);
      }
    });

    test('the Settings and Profile Settings dialogs have no violations', async ({ page }) => {
      await signIn(page, 'admin@demo.example');
      await page.goto('/reports');
      await expect(page.getByRole('heading', { name: 'Reports Center' })).toBeVisible();
      await settled(page);
      const settings = await openFromProfileMenu(page, 'Settings', 'Settings');
      await expect(settings.getByLabel('Organisation name')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();
      await openFromProfileMenu(page, 'Profile', 'Profile Settings');
      expect(await violations(page)).toEqual([]);
    });
  });
}
