import { APPROVED_MESSAGE } from '@fm/contracts';
import type { Page } from '@playwright/test';
import { expect, newWatchedContext, test } from '../test';
import { signIn } from '../fixtures';

/** Stages a location through the admin locations screen's add form. */
async function stageLocation(page: Page, name: string) {
  await page.goto('/admin/locations');
  await page.getByRole('button', { name: 'Add location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a location' });
  await dialog.getByLabel('Nickname').fill(name);
  await dialog.getByLabel('Street').fill('Marine Drive');
  await dialog.getByLabel('City').fill('Kochi');
  await dialog.getByLabel('State').fill('Kerala');
  await dialog.getByLabel('PIN code').fill('682031');
  await dialog.getByRole('button', { name: 'Add to staging' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Location added to staging')).toBeVisible();
}

test("a location staged and approved in one browser shows in the other's approvals list without a reload", async ({
  page,
  browser,
  cspViolations,
  org,
}) => {
  // Two browsers and two sign-ins: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const name = `Live Branch ${Date.now()}`;
  // The location goes live in an organisation of its own: the demo's locations stay as they are.
  const approver = await org.person('approver', { name: 'Rahul Verma' });
  const adminPerson = await org.person('admin', { name: 'Priya Sharma' });

  // The approver watches the approvals list, all statuses, narrowed to the new name.
  await signIn(page, approver);
  await page.goto('/admin/approvals');
  await page.getByText(/^All \(\d+\)$/).click();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(name);
  await expect(page.getByText(`No locations match "${name}".`)).toBeVisible();
  // Gone after any reload or navigation: proves the list changed in place.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const other = await newWatchedContext(browser, cspViolations, {
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const admin = await other.newPage();
    await signIn(admin, adminPerson);
    await stageLocation(admin, name);

    const row = page.getByRole('table', { name: 'Locations to review' }).getByRole('row', { name });
    await expect(row).toContainText('Pending');

    await admin.goto('/admin/approvals');
    await admin.getByRole('textbox', { name: 'Search', exact: true }).fill(name);
    await admin
      .getByRole('table', { name: 'Locations to review' })
      .getByRole('row', { name })
      .getByRole('button', { name: `Review ${name}` })
      .click();
    const panel = admin.getByRole('dialog');
    await panel.getByRole('button', { name: 'Approve' }).click();
    await expect(panel.getByText(APPROVED_MESSAGE)).toBeVisible();

    await expect(row).not.toContainText('Pending');
    await expect(row).toContainText(/Active|Approved/);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  } finally {
    await other.close();
  }
});
