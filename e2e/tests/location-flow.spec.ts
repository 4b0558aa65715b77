import { APPROVED_MESSAGE } from '@fm/contracts';
import type { Page } from '@playwright/test';
import { expect, newWatchedContext, test } from '../test';
import { signIn } from '../fixtures';

/** Stages a location through the add form and waits for its pending entry. */
async function stageLocation(page: Page, name: string) {
  await page.goto('/admin/locations');
  await page.getByRole('button', { name: 'Add location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a location' });
  await dialog.getByLabel('Nickname').fill(name);
  await dialog.getByLabel('Street').fill('Hill Road');
  await dialog.getByLabel('City').fill('Mumbai');
  await dialog.getByLabel('State').fill('Maharashtra');
  await dialog.getByLabel('PIN code').fill('400076');
  await dialog.getByLabel('Latitude').fill('19.1176');
  await dialog.getByLabel('Longitude').fill('72.906');
  await dialog.getByRole('button', { name: 'Add to staging' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Awaiting approval' }).getByRole('row', { name });
  await expect(row).toContainText('Pending');
  await expect(page.getByText('Location added to staging')).toBeVisible();
}

/** Opens the review panel of a staged location on the approvals screen. */
async function openReview(page: Page, name: string, filter = 'Pending') {
  await page.goto('/admin/approvals');
  await page.getByText(new RegExp(`^${filter} \\(\\d+\\)$`)).click();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(name);
  const row = page.getByRole('table', { name: 'Locations to review' }).getByRole('row', { name });
  await row.getByRole('button', { name: `Review ${name}` }).click();
  return page.getByRole('dialog');
}

test('a location goes from staging through rejection and correction to live, and is removed', async ({
  page,
  org,
}) => {
  test.setTimeout(120_000);
  const name = `Flow Branch ${Date.now()}`;
  // In an organisation of its own: the demo's locations, which other specs count, stay as they are.
  const admin = await org.person('admin', { name: 'Priya Sharma' });
  await signIn(page, admin);

  // The add form checks what the contract checks before anything is sent.
  await page.goto('/admin/locations');
  await page.getByRole('button', { name: 'Add location' }).click();
  const form = page.getByRole('dialog', { name: 'Add a location' });
  await form.getByLabel('PIN code').fill('040076');
  await form.getByRole('button', { name: 'Add to staging' }).click();
  await expect(form.getByText('City is required')).toBeVisible();
  await expect(form.getByText('PIN code must be 6 digits and cannot start with 0')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await stageLocation(page, name);

  // Pending on the approvals screen; a rejection needs comments.
  const panel = await openReview(page, name);
  await expect(panel).toContainText('Pending');
  await panel.getByRole('button', { name: 'Reject' }).click();
  await panel.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(panel.getByText('Comments are required for rejection')).toBeVisible();
  await panel.getByLabel('Rejection comments').fill('The street is wrong');
  await panel.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(panel.getByText('Location rejected')).toBeVisible();
  await expect(panel).toContainText('The street is wrong');

  // Corrected and approved in one step; the panel lists what changed first.
  await panel.getByRole('button', { name: 'Edit' }).click();
  await panel.getByLabel('Street').fill('Lake Road');
  await expect(panel.getByText('Street: Hill Road → Lake Road')).toBeVisible();
  await panel.getByRole('button', { name: 'Save and approve' }).click();
  await expect(panel.getByText(`Changes saved. ${APPROVED_MESSAGE}`)).toBeVisible();
  await expect(
    panel.getByText(/It is live in the locations list as Approved, in service/),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Close review' }).click();

  // Live: on the list (found through ?search=) and on its dashboard.
  await page.goto(`/locations?search=${encodeURIComponent(name)}`);
  const listRow = page.getByRole('table', { name: 'Locations' }).getByRole('row', { name });
  await expect(listRow).toContainText('Lake Road');
  await listRow.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const locationPath = new URL(page.url()).pathname;
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Lake Road');
  await expect(page.getByRole('region', { name: 'Devices' })).toContainText('No devices yet.');
  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history).toContainText('Rejected');
  await expect(history).toContainText('The street is wrong');
  await expect(history).toContainText('Approved');
  const trail = page.getByRole('region', { name: 'Audit trail' });
  await expect(trail).toContainText('Corrected and approved');
  await expect(trail).toContainText('Street: Hill Road → Lake Road');
  await expect(trail).toContainText(`by ${admin.email}`);

  // Found by the header search, and on the map, whose popup leads back to the dashboard.
  const headerSearch = page.getByRole('combobox', { name: 'Search locations' });
  await headerSearch.fill(name);
  await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await headerSearch.press('ArrowDown');
  await headerSearch.press('Enter');
  await expect(page).toHaveURL(locationPath);
  await page.goto('/map');
  await page.getByRole('button', { name: 'List' }).click();
  await page
    .getByRole('region', { name: 'Locations list' })
    .getByLabel('Search locations')
    .fill(name);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('dialog', { name }).getByRole('link', { name: 'Open location' }).click();
  await expect(page).toHaveURL(locationPath);

  // Inactive with a reason, then active again.
  await page.goto('/admin/locations');
  await page.getByRole('textbox', { name: 'Search live locations' }).fill(name);
  const liveRow = page.getByRole('table', { name: 'Live locations' }).getByRole('row', { name });
  await liveRow.getByRole('button', { name: `Change status of ${name}` }).click();
  const statusDialog = page.getByRole('dialog', { name: `Change status of ${name}` });
  await statusDialog.getByText('Inactive', { exact: true }).click();
  await statusDialog.getByRole('button', { name: 'Set inactive' }).click();
  await expect(statusDialog.getByText('A reason is required')).toBeVisible();
  await statusDialog.getByLabel('Reason').fill('Renovation');
  await statusDialog.getByRole('button', { name: 'Set inactive' }).click();
  await expect(statusDialog).toBeHidden();
  await expect(liveRow).toContainText('Inactive');
  await liveRow.getByRole('button', { name: `Change status of ${name}` }).click();
  await statusDialog.getByLabel('Reason').fill('Reopened');
  await statusDialog.getByRole('button', { name: 'Set active' }).click();
  await expect(statusDialog).toBeHidden();
  await expect(liveRow.getByText('Active', { exact: true })).toBeVisible();

  // An edit of the live location sends what changed.
  await liveRow.getByRole('button', { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await editDialog.getByLabel('Landmark').fill('Near the lake');
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByText(`${name} saved`)).toBeVisible();

  // Deleted after a confirmation that says the devices go too.
  await liveRow.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText('removes its devices');
  await confirm.getByRole('button', { name: 'Delete location' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`No locations match "${name}".`)).toBeVisible();

  await page.goto(locationPath);
  await expect(page.getByRole('heading', { name: 'Location not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to locations' })).toBeVisible();
});

test('an approval shows at once and is rolled back when the server refuses', async ({
  page,
  org,
}) => {
  // A person made, a location staged, reviewed twice and rejected: more than the default 30 s on
  // a busy machine.
  test.setTimeout(60_000);
  const name = `Rollback Branch ${Date.now()}`;
  await signIn(page, await org.person('approver', { name: 'Rahul Verma' }));
  await stageLocation(page, name);
  const panel = await openReview(page, name);

  // Only the next decision fails (500), a little late, so the optimistic state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/staged-locations/*',
    async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    },
    { times: 1 },
  );
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('Approved', { exact: true }).first()).toBeVisible();
  release();
  await expect(panel.getByText('Failed to update location status')).toBeVisible();
  await expect(panel.getByText('HTTP 500: Internal Server Error')).toBeVisible();
  await expect(panel.getByText('Pending', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Approve' })).toBeVisible();

  // The server never approved it: still pending after a reload. Then reject it to leave it decided.
  const again = await openReview(page, name);
  await expect(again.getByText('Pending', { exact: true })).toBeVisible();
  await again.getByRole('button', { name: 'Reject' }).click();
  await again.getByLabel('Rejection comments').fill('Test entry');
  await again.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(again.getByText('Location rejected')).toBeVisible();
});

// A viewer never reaches /admin (the shell's guard, shell.spec.ts); a vendor does, and may not
// change locations or decide on staged ones.
test('a vendor sees the admin lists but no location actions', async ({ page }) => {
  await signIn(page, 'vendor@demo.example');
  await page.goto('/admin/locations');
  const table = page.getByRole('table', { name: 'Live locations' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add location' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^(Edit|Delete|Change status)/ })).toHaveCount(0);

  await page.goto('/admin/approvals');
  const rows = page.getByRole('table', { name: 'Locations to review' }).getByRole('button', {
    name: /^Review /,
  });
  await rows.first().click();
  const panel = page.getByRole('dialog');
  await expect(panel).toContainText('Location number');
  for (const action of ['Approve', 'Reject', 'Edit'])
    await expect(panel.getByRole('button', { name: action, exact: true })).toHaveCount(0);
});

test('the list keeps ?search= in the URL, filters, and offers to clear', async ({ page }) => {
  await signIn(page, 'viewer@demo.example');
  await page.goto('/locations?search=nariman');
  const search = page.getByRole('textbox', { name: 'Search', exact: true });
  await expect(search).toHaveValue('nariman');
  const table = page.getByRole('table', { name: 'Locations' });
  await expect(table.getByRole('row', { name: /Nariman Point Branch/ })).toBeVisible();
  await expect(page.getByText(/^Showing 1 of \d+ locations$/)).toBeVisible();

  await search.fill('no such place at all');
  await expect(page).toHaveURL(/search=no\+such\+place\+at\+all/);
  await expect(page.getByText('No locations match "no such place at all".')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(search).toHaveValue('');
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByText(/^\d+ locations$/)).toBeVisible();

  // Sorting by name descending puts the header's arrow down and flips the first row.
  const firstAscending = await table.getByRole('row').nth(1).textContent();
  await table.getByRole('button', { name: 'Sort by Name' }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstAscending ?? '');
});

test('when another approver decides first, the second is told who did and sees the outcome', async ({
  page,
  browser,
  cspViolations,
  org,
}) => {
  // Two browsers, two sign-ins and a staged location: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const name = `Race Branch ${Date.now()}`;
  const approver = await org.person('approver', { name: 'Rahul Verma' });
  const admin = await org.person('admin', { name: 'Priya Sharma' });
  // This browser has not heard of the other's decision yet (its event stream is down), so its
  // panel still offers Approve: the race the server must settle.
  await page.route(/\/api\/events\?/, (route) => route.abort());
  await signIn(page, approver);
  await stageLocation(page, name);
  const panel = await openReview(page, name);

  const other = await newWatchedContext(browser, cspViolations, {
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage, admin);
    const otherPanel = await openReview(otherPage, name);
    await otherPanel.getByRole('button', { name: 'Approve' }).click();
    await expect(otherPanel.getByText(APPROVED_MESSAGE)).toBeVisible();
  } finally {
    await other.close();
  }

  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('Another approver acted first')).toBeVisible();
  await expect(panel).toContainText(`already approved by ${admin.email}`);
  // The refreshed list shows the other approver's decision.
  await expect(panel.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});
