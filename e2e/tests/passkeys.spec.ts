import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { signIn } from '../fixtures';
import { latestMailedCode } from '../people';
import { serverUrl } from '../server';

// Browsers refuse passkeys on an IP address: this spec opens the app by name. The server's
// relying party is `localhost` (IDENTITY_WEBAUTHN_RP_ID in playwright.config.ts).
test.use({ baseURL: serverUrl().replace('127.0.0.1', 'localhost') });

async function expectSignedInAs(page: Page, name: string) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
}

/** Chromium's virtual authenticator (the DevTools WebAuthn domain): a platform passkey store. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

async function openProfile(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  return page.getByRole('dialog', { name: 'Profile Settings' });
}

test('a person adds a passkey, signs in with it without a password, and removes it', async ({
  page,
  org,
}) => {
  const cdp = await addVirtualAuthenticator(page);
  const person = await org.person('viewer', { name: 'Leela Rao' });
  await signIn(page, person);

  let dialog = await openProfile(page, 'Leela Rao');
  await expect(dialog.getByText('You have no passkeys yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(dialog.getByRole('listitem', { name: 'Passkey' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Leela Rao' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // No password typed: the e-mail, then the passkey.
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectSignedInAs(page, 'Leela Rao');

  dialog = await openProfile(page, 'Leela Rao');
  const passkey = dialog.getByRole('listitem', { name: 'Passkey' });
  await passkey.getByRole('button', { name: 'Remove' }).click();
  await passkey.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(dialog.getByText('You have no passkeys yet.')).toBeVisible();
  await cdp.detach();
});

test('a person signs in with a code e-mailed to them', async ({ page, org }) => {
  const person = await org.person('user', { name: 'Farah Khan' });
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(await latestMailedCode(person.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAs(page, 'Farah Khan');
});
