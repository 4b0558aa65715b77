import { expect, test } from '../test';
import { signIn } from '../fixtures';

/*
 * Every screen under the real security headers: the CSP is on, the fixture of every spec fails
 * a test on any violation, and each screen still works, the maps and the API docs included.
 */

// Each screen is a full page load (sign-in restored, start-up overlay): a few of them in a row
// take longer than one form on this machine.
test.describe.configure({ timeout: 90_000 });

test('the login screen carries the security headers', async ({ page }) => {
  const login = await page.goto('/login');
  const headers = login!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
});

test('the shell, the location screens, approvals and reports work under the CSP', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.example');
  await expect(page.getByRole('button', { name: 'Priya Sharma' })).toBeVisible();
  await page.goto('/locations');
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  await page.goto('/locations/1001');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.goto('/admin/locations');
  await expect(page.getByRole('heading', { name: /Manage locations/i })).toBeVisible();
  await page.goto('/admin/approvals');
  await expect(page.getByRole('heading', { name: /approvals/i }).first()).toBeVisible();
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports Center' })).toBeVisible();
});

test('the Profile and Settings dialogs work under the CSP', async ({ page }) => {
  await signIn(page, 'admin@demo.example');
  await page.getByRole('button', { name: 'Priya Sharma' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile Settings' });
  await expect(profile.getByLabel('Full Name')).toHaveValue('Priya Sharma');
  await profile.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Priya Sharma' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByRole('form', { name: 'Organisation branding' })).toBeVisible();
});

test.describe('maps', () => {
  // WebGL runs in software here (SwiftShader): a map screen takes its time to settle.
  for (const path of ['/map', '/globe'])
    test(`${path} starts MapLibre's workers and draws under the CSP`, async ({ page }) => {
      await signIn(page, 'admin@demo.example');
      await page.goto(path);
      await expect(page.locator('[data-map-idle="true"]')).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
    });
});

test('the API documentation works under the CSP', async ({ page }) => {
  await page.goto('/api/docs/');
  await expect(page.getByText('Facility Console API').first()).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
});
