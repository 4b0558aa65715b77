import { expect, test } from '../test';
import { DEMO_PASSWORD, demoAccounts, signIn, submitLogin } from '../fixtures';

test.describe('signing in as each demo account', () => {
  for (const account of demoAccounts) {
    test(`${account.email} is signed in with the role ${account.role}`, async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page, account.email);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(`Signed in as ${account.name}`)).toBeVisible();
      await expect(page.getByLabel(`Role: ${account.role}`)).toBeVisible();
    });
  }
});

// The e2e server's PUBLIC_URL names 127.0.0.1; people also open it as localhost. The browser
// must reach the pool on the origin it opened, not make a cross-origin call to PUBLIC_URL.
for (const host of ['localhost', '127.0.0.1']) {
  test(`signing in works when the app is opened at ${host}`, async ({ page }) => {
    const origin = `http://${host}:${process.env.E2E_PORT}`;
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) foreign.push(request.url());
    });
    await page.goto(`${origin}/login`);
    await submitLogin(page, 'user@demo.example', DEMO_PASSWORD);
    await expect(page).toHaveURL(`${origin}/`, { timeout: 20_000 });
    await expect(page.getByText('Signed in as Ananya Iyer')).toBeVisible();
    expect(foreign).toEqual([]);
  });
}

test('the sign-in uses SRP: the password never leaves the browser', async ({ page }) => {
  const identityCalls: { target: string; body: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/identity')
      identityCalls.push({
        target: request.headers()['x-amz-target'] ?? '',
        body: request.postData() ?? '',
      });
  });
  await signIn(page, 'user@demo.example');
  const initiate = identityCalls.find((call) => call.target.endsWith('.InitiateAuth'));
  expect(JSON.parse(initiate?.body ?? '{}')).toMatchObject({ AuthFlow: 'USER_SRP_AUTH' });
  expect(identityCalls.some((call) => call.target.endsWith('.RespondToAuthChallenge'))).toBe(true);
  expect(identityCalls.filter((call) => call.body.includes(DEMO_PASSWORD))).toEqual([]);
});

test('a deep link with a query goes through /login and back to it', async ({ page }) => {
  await page.goto('/locations?search=Mumbai');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await signIn(page, 'user@demo.example');
  await expect(page).toHaveURL(/\/locations\?search=Mumbai$/);
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
});

test('signing out ends the session, also after a reload', async ({ page, request }) => {
  await signIn(page, 'approver@demo.example');
  const idToken = await page.evaluate(
    () =>
      Object.entries(sessionStorage).find(([key]) => key.endsWith('.idToken'))?.[1] ?? 'missing',
  );
  const asBefore = { authorization: `Bearer ${idToken}` };
  expect(
    (await request.get('/api/user/approver@demo.example', { headers: asBefore })).status(),
  ).toBe(200);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  const stored = await page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
      (key) => key.startsWith('CognitoIdentityServiceProvider.') || key === 'rememberMe',
    ),
  );
  expect(stored).toEqual([]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  // The sign-out revoked the session: its tokens no longer open the API.
  expect(
    (await request.get('/api/user/approver@demo.example', { headers: asBefore })).status(),
  ).toBe(401);
});

test('the login form checks its fields in order, and editing clears the message', async ({
  page,
}) => {
  await page.goto('/login');
  const alert = page.getByRole('alert');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(alert).toHaveText('Please fill in all fields');

  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await expect(alert).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('secret');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(alert).toHaveText('Please enter a valid email address');

  await page.getByLabel('Email', { exact: true }).fill('someone@demo.example');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(alert).toHaveText('Password must be at least 6 characters long');
  await page.getByLabel('Password', { exact: true }).press('6');
  await expect(alert).toHaveCount(0);
});

test('a wrong password is refused with the spec message', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'viewer@demo.example', 'Wrong@12345');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password only explains whom to ask', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(
    page.getByText(
      'Password reset functionality will be implemented soon. Please contact your administrator for assistance.',
    ),
  ).toBeVisible();
});

test('the password can be shown and hidden from the keyboard', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Demo@12345');
  await expect(password).toHaveAttribute('type', 'password');
  await password.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'text');
});
