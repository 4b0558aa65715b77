import { expect, test } from '../test';
import { signIn } from '../fixtures';

test('the locations page lists the demo branches with their composed addresses', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.example');
  await page.goto('/locations');
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Locations' });
  // More than 40 branches (the table renders only the rows in view, so count the total).
  const count = await page.getByText(/^\d+ locations$/).textContent();
  expect(Number.parseInt(count ?? '0', 10)).toBeGreaterThan(40);
  // Found through the search box: the table renders only the rows in view.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Nariman');
  await expect(table.getByRole('row', { name: /Nariman Point Branch/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Nariman Point Branch/ })).toContainText(
    'Maharashtra, Mumbai, 400021, India',
  );
  // The second organisation's warehouses never show up here.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Harbor');
  await expect(page.getByText('No locations match "Harbor".')).toBeVisible();
});

test('a deep link is served by the app (history fallback) and an unknown page goes home', async ({
  page,
}) => {
  await signIn(page, 'viewer@demo.example');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Locations' })).toBeVisible();
});

test('unknown API paths answer JSON, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({
    success: false,
    error: 'No such endpoint: GET /api/no-such-endpoint',
  });
});
