import { expect, test } from '../test';
import { signIn } from '../fixtures';

// Needs the application shell: the header shows the search box on every shell page.
test('the header search finds locations by name, address or state, with the keyboard', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.example');
  await page.goto('/locations');
  const search = page.getByRole('combobox', { name: 'Search locations' });
  await expect(search).toHaveAttribute('placeholder', 'Search locations...');

  await search.fill('m');
  await expect(page.getByText('Type at least 2 characters to search')).toBeVisible();

  await search.fill('no such place');
  await expect(page.getByText('No locations found for "no such place"')).toBeVisible();

  await search.fill('MAHARASHTRA');
  const options = page.getByRole('listbox', { name: 'Locations found' }).getByRole('option');
  await expect(options).toHaveCount(5);
  await expect(page.getByText(/^Showing 5 of \d+ results$/)).toBeVisible();
  const viewAll = page.getByRole('link', { name: /^View all \d+ results$/ });
  await expect(viewAll).toHaveAttribute('href', '/locations?search=MAHARASHTRA');

  await search.press('ArrowDown');
  await search.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await search.press('Escape');
  await expect(options).toHaveCount(0);

  await search.fill('nariman');
  await expect(options.first()).toContainText('Nariman Point Branch');
  await search.press('ArrowDown');
  await search.press('Enter');
  // The spec's route: /locations/{locationId}, the location's number.
  await expect(page).toHaveURL(/\/locations\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Nariman Point Branch' })).toBeVisible();

  await search.fill('maharashtra');
  await page.getByRole('link', { name: /^View all \d+ results$/ }).click();
  await expect(page).toHaveURL(/\/locations\?search=maharashtra$/);
});
