import type { Page } from '@playwright/test';
import { expect, test } from '../csp';
import { submitLogin } from '../fixtures';
import { passwordSignIn } from '../identity-client';
import { createPerson, latestMailedCode, requireSecondFactor, type Person } from '../people';
import { totpCode } from '../totp';

const PASSWORD = 'Mine@12345';

/** A person who chose their own password and must now use a second factor they do not have. */
async function personWhoMustSetUpAFactor(
  request: Parameters<typeof createPerson>[0],
  name: string,
) {
  const person: Person = await createPerson(request, { role: 'user', name });
  await passwordSignIn(request, person.email, person.temporaryPassword, PASSWORD);
  await requireSecondFactor(person.email);
  return person;
}

async function chooseSetup(page: Page, email: string, option: RegExp) {
  await page.goto('/login');
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await page.getByRole('radio', { name: option }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function expectSignedInAs(page: Page, name: string) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
}

test('a person who must use a second factor sets up an authenticator app at sign-in', async ({
  page,
  request,
}) => {
  const person = await personWhoMustSetUpAFactor(request, 'Farah Khan');
  await chooseSetup(page, person.email, /Authenticator app/);

  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByLabel('Secret key').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, Date.now()));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expectSignedInAs(page, 'Farah Khan');
});

test('a person who must use a second factor sets up e-mail codes at sign-in', async ({
  page,
  request,
}) => {
  const person = await personWhoMustSetUpAFactor(request, 'Imran Qureshi');
  await chooseSetup(page, person.email, /E-mail/);

  await expect(page.getByRole('heading', { name: 'Set up e-mail verification' })).toBeVisible();
  await page.getByLabel('E-mail address for codes').fill(person.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(await latestMailedCode(person.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAs(page, 'Imran Qureshi');
});
