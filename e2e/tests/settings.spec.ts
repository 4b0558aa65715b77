import { expect, newWatchedContext, test } from '../test';
import { signIn } from '../fixtures';

// Needs the application shell: the profile menu's Settings item opens the Settings dialog.
test('an admin brands the organisation in Settings; a viewer sees it and cannot edit it', async ({
  page,
  browser,
  cspViolations,
  org,
}) => {
  // Branding and theme are the organisation's: its own, so that no other spec sees them.
  const admin = await org.person('admin', { name: 'Priya Sharma' });
  const member = await org.person('viewer', { name: 'Vikram Singh' });
  await signIn(page, admin);
  const openSettings = async () => {
    await page.getByRole('button', { name: 'Priya Sharma' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    return page.getByRole('dialog', { name: 'Settings' });
  };
  let dialog = await openSettings();
  const form = dialog.getByRole('form', { name: 'Organisation branding' });

  // The colour picker corrects a bad colour on blur, so the form's own check shows on an address.
  await form.getByLabel('Logo URL').fill('http://insecure.example/logo.png');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/Use an https:\/\/ address or a base64 data: image/)).toBeVisible();
  await expect(form.getByRole('status')).toHaveCount(0);
  await form.getByLabel('Logo URL').fill('');

  await form.getByLabel('Primary colour').fill('#862e9c');
  await form.getByLabel('Browser title').fill('Lotus Console');
  await form.getByLabel('Footer text').fill('© Lotus Retail Bank');
  await expect(form.getByRole('figure', { name: 'Branding preview' })).toContainText(
    '© Lotus Retail Bank',
  );
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText('Branding saved.');
  await expect(page).toHaveTitle('Lotus Console');

  const viewer = await (await newWatchedContext(browser, cspViolations)).newPage();
  await signIn(viewer, member);
  await expect(viewer).toHaveTitle('Lotus Console');
  await viewer.getByRole('button', { name: 'Vikram Singh' }).click();
  await viewer.getByRole('menuitem', { name: 'Settings' }).click();
  const viewerDialog = viewer.getByRole('dialog', { name: 'Settings' });
  await expect(viewerDialog).toContainText("managed by your organisation's administrators");
  await expect(viewerDialog.getByLabel('Primary colour')).toHaveCount(0);
  await viewer.context().close();

  // Theme for everyone; then back to the default branding.
  await dialog.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await dialog.getByRole('button', { name: 'Reset to default' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText('Branding saved.');
  await expect(page).toHaveTitle('Console');
  await page.keyboard.press('Escape');
  dialog = await openSettings();
  await expect(dialog.getByLabel('Primary colour')).toHaveValue('#228be6');
});
