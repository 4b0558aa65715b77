import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { submitLogin } from '../fixtures';
import { enableAuthenticatorApp, enableEmailCodes, passwordSignIn } from '../identity-client';
import { latestMailedCode } from '../people';
import { totpCode } from '../totp';

async function expectSignedInAs(page: Page, name: string, role: string) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
  await expect(page.getByLabel(`Role: ${role}`)).toBeVisible();
}

test('a person with an authenticator app signs in with its code, also after a reload', async ({
  page,
  request,
  org,
}) => {
  const person = await org.person('vendor', { name: 'Kiran Das' });
  const tokens = await passwordSignIn(request, person.email, person.password);
  const { secret, usedAt } = await enableAuthenticatorApp(request, tokens.AccessToken);

  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  const heading = page.getByRole('heading', { name: 'Two-step verification' });
  await expect(heading).toBeVisible();
  const code = page.getByLabel('Code from your authenticator app');

  // A code the app would not show now.
  const valid = [-30_000, 0, 30_000].map((offset) => totpCode(secret, Date.now() + offset));
  await code.fill(valid.includes('000000') ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid code received for user');

  // The challenge outlives a reload (the pending sign-in is kept for 3 minutes).
  await page.reload();
  await expect(heading).toBeVisible();

  // The pool never accepts a time step twice: the next step after the one used to enrol.
  await code.fill(totpCode(secret, Math.max(Date.now(), usedAt + 30_000)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAs(page, 'Kiran Das', 'vendor');
});

test('a person with e-mail codes signs in with the code from their mail', async ({
  page,
  request,
  org,
}) => {
  const person = await org.person('viewer', { name: 'Arjun Mehta' });
  const tokens = await passwordSignIn(request, person.email, person.password);
  await enableEmailCodes(request, tokens.AccessToken);

  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(await latestMailedCode(person.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAs(page, 'Arjun Mehta', 'viewer');
});

test('a person with two factors and no preference chooses one', async ({ page, request, org }) => {
  const person = await org.person('user', { name: 'Sara Thomas' });
  const tokens = await passwordSignIn(request, person.email, person.password);
  await enableAuthenticatorApp(request, tokens.AccessToken, { preferred: false });
  await enableEmailCodes(request, tokens.AccessToken, { preferred: false });

  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('radio', { name: /E-mail/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(await latestMailedCode(person.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAs(page, 'Sara Thomas', 'user');
});
