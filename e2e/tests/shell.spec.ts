import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { signIn } from '../fixtures';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const group = (page: Page, name: string) => sidebar(page).getByRole('group', { name });

test('the admin sees all four sidebar groups and the current page marked', async ({ page }) => {
  await signIn(page, 'admin@demo.example');
  await page.goto('/reports');
  for (const name of ['Main', 'Analytics', 'Administration', 'Vendor'])
    await expect(group(page, name)).toBeVisible();
  await expect(group(page, 'Administration').getByRole('link')).toHaveText([
    'Admin Dashboard',
    'Locations',
    'Approvals',
    'Users',
  ]);
  await expect(group(page, 'Vendor').getByRole('link')).toHaveText(['Attendance', 'Pest Control']);
  await expect(sidebar(page).getByRole('link', { name: 'Reports' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await group(page, 'Administration').getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText('Admin Users Page - Coming Soon')).toBeVisible();
  await expect(group(page, 'Administration').getByRole('link', { name: 'Users' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(1);
});

test('the header shows the organisation, the theme toggle and the profile menu', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.example');
  await page.goto('/locations');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Lotus Retail Bank' })).toBeVisible();
  await expect(header.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible();
  await header.getByRole('button', { name: 'Priya Sharma' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
});

test('the sidebar footer shows the version and the system status', async ({ page }) => {
  await signIn(page, 'user@demo.example');
  await page.goto('/attendance');
  await expect(sidebar(page).getByText('v1.1.0')).toBeVisible();
  const status = page.getByRole('status', { name: 'System status' });
  await expect(status).toContainText(/\d+ Branch(es)?/);
  await expect(status).toContainText(/\d+ States?/);
});

test('collapsing the sidebar is remembered across a reload', async ({ page }) => {
  await signIn(page, 'admin@demo.example');
  await page.goto('/locations');
  const navbar = sidebar(page);
  await expect(navbar).toHaveCSS('width', '260px');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(navbar).toHaveCSS('width', '70px');
  // Collapsed, the entries keep their names and show them as tooltips.
  const locations = group(page, 'Main').getByRole('link', { name: 'Locations' });
  await expect(locations).not.toContainText('Locations');
  await locations.hover();
  await expect(page.getByRole('tooltip', { name: 'Locations' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(sidebar(page)).toHaveCSS('width', '70px');
  expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('true');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar(page)).toHaveCSS('width', '260px');
});

test('the viewer has no Administration or Vendor group and is told so at their addresses', async ({
  page,
}) => {
  await signIn(page, 'viewer@demo.example');
  await page.goto('/locations');
  await expect(group(page, 'Main')).toBeVisible();
  await expect(group(page, 'Analytics')).toBeVisible();
  await expect(group(page, 'Administration')).toHaveCount(0);
  await expect(group(page, 'Vendor')).toHaveCount(0);

  for (const [path, area] of [
    ['/admin/users', 'Administration'],
    ['/admin/approvals', 'Administration'],
    ['/vendor/attendance', 'Vendor'],
  ] as const) {
    await page.goto(path);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Not permitted');
    await expect(alert).toContainText(`access to the ${area} area`);
    await expect(page.getByText('Admin Users Page - Coming Soon')).toHaveCount(0);
  }
});

test('/login when signed in goes on to the home page', async ({ page }) => {
  await signIn(page, 'user@demo.example');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed in as Ananya Iyer')).toBeVisible();
});

test('an unknown path goes home when signed in, and to /login when not', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'user@demo.example');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});

// Each route and the heading it shows; screens that other issues build are checked for some
// heading, so that no route is ever a blank page.
const routes: [string, string | null][] = [
  ['/', null],
  ['/locations', null],
  [
    '/locations/00000000-0000-4000-8000-000000000000/pest-control/2026-01-15',
    'Pest Control Details',
  ],
  ['/attendance', 'Attendance'],
  ['/material-management', 'Material Management'],
  ['/pest-control', 'Pest Control'],
  ['/devices', 'Devices'],
  ['/devices/activation', 'Device Activation'],
  ['/map', null],
  ['/globe', null],
  ['/reports', 'Reports Center'],
  ['/reports/attendance/monthly', 'Monthly Attendance Report'],
  ['/reports/pest-control/scheduled-services', 'Scheduled Services by Date'],
  ['/reports/esg/consumption', 'Resource Consumption Report'],
  ['/admin/dashboard', 'Admin Dashboard'],
  ['/admin/attendance-emails', 'Attendance E-mail Recipients'],
  ['/admin/locations', null],
  ['/admin/approvals', null],
  ['/admin/users', 'Users'],
  ['/vendor/attendance', 'Vendor Attendance'],
  ['/vendor/pest-control', 'Vendor Pest Control'],
];

test('every route of the table shows its screen with a title', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.example');
  for (const [path, title] of routes) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
    const heading = title
      ? page.getByRole('heading', { name: title, exact: true })
      : page.getByRole('heading').first();
    await expect(heading, path).toBeVisible();
  }
});

test('the start-up overlay shows a percentage and a message, then gets out of the way', async ({
  page,
}) => {
  await signIn(page, 'user@demo.example');
  await page.reload();
  const overlay = page.getByRole('progressbar', { name: 'Application loading' });
  await expect(overlay).toBeVisible();
  await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible();
  await expect(page.getByText(/^(Authenticating|Loading application data)\.\.\.$/)).toBeVisible();
  await expect(overlay).toBeHidden();
  await expect(page.getByText('Signed in as Ananya Iyer')).toBeVisible();
});

test('a page shows its loader message while its code loads', async ({ page }) => {
  await signIn(page, 'user@demo.example');
  await page.goto('/reports');
  // Hold the locations screen's code back to see the page loader in its place.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/locations-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await group(page, 'Main').getByRole('link', { name: 'Locations' }).click();
  await expect(page.getByRole('main').getByText('Loading locations...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
});

test('logging out from the profile menu returns to /login', async ({ page }) => {
  await signIn(page, 'vendor@demo.example');
  await page.goto('/vendor/attendance');
  await page.getByRole('banner').getByRole('button', { name: 'Meera Nair' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/vendor/attendance');
  await expect(page).toHaveURL(/\/login$/);
});

test('the keyboard reaches the page first through the skip link', async ({ page }) => {
  await signIn(page, 'admin@demo.example');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports Center' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
