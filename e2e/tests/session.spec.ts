import { expect, test } from '../test';
import { DEMO_PASSWORD, signIn } from '../fixtures';

const tokenKeys = (storage: 'localStorage' | 'sessionStorage') =>
  `Object.keys(${storage}).filter((key) => key.startsWith('CognitoIdentityServiceProvider.'))`;

test('without Remember me the tokens live in session storage only', async ({ page, context }) => {
  await signIn(page, 'user@demo.example');
  expect(await page.evaluate(tokenKeys('localStorage'))).toEqual([]);
  expect((await page.evaluate<string[]>(tokenKeys('sessionStorage'))).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => localStorage.getItem('rememberMe'))).toBeNull();
  // A new tab has its own session storage: nobody is signed in there.
  const other = await context.newPage();
  await other.goto('/');
  await expect(other).toHaveURL(/\/login$/);
});

test('with Remember me the tokens live in local storage and survive a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('user@demo.example');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.evaluate<string[]>(tokenKeys('localStorage'))).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => localStorage.getItem('rememberMe'))).toBe('true');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByText('Signed in as Ananya Iyer')).toBeVisible();
});

test('the light/dark choice is saved and applied again on the next visit', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/login');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('the theme follows the system preference until one is chosen', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});
