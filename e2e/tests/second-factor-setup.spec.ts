import type { Page } from '@playwright/test';
import { expect, test, type Person, type TestOrganisation } from '../test';
import { submitLogin } from '../fixtures';
import { latestMailedCode, requireSecondFactor } from '../people';
import { totpCode } from '../totp';

/** A person who chose their own password and must now use a second factor they do not have. */
async function personWhoMustSetUpAFactor(org: TestOrganisation, name: string) {
  const person = await org.person('user', { name });
  await requireSecondFactor(person.email);
  return person;
}

async function chooseSetup(page: Page, person: Person, option: RegExp) {
  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
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
  org,
}) => {
  const person = await personWhoMustSetUpAFactor(org, 'Farah Khan');
  await chooseSetup(page, person, /Authenticator app/);

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
  org,
}) => {
  const person = await personWhoMustSetUpAFactor(org, 'Imran Qureshi');
  await chooseSetup(page, person, /E-mail/);

  await expect(page.getByRole('heading', { name: 'Set up e-mail verification' })).toBeVisible();
  await page.getByLabel('E-mail address for codes').fill(person.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(await latestMailedCode(person.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAs(page, 'Imran Qureshi');
});
