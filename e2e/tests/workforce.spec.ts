import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { LocationRecord } from '@fm/contracts';
import { expect, test, TestOrganisation, type Person } from '../test';
import { signIn } from '../fixtures';

/*
 * A vendor supervisor keeps the roster and marks the day; an admin reads the register and the
 * monthly report, downloads it, and sets up who receives the daily e-mail.
 */

const unique = Date.now().toString(36).toUpperCase();
const employeeName = `Kiran Test ${unique}`;
const employeeId = `E2E-${unique}`;

// The demo organisation's day (its time zone is Asia/Kolkata): the marking screen marks on it,
// whatever the zone of the machine running the browser.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

async function pickOption(page: Page, label: string, option: RegExp | string) {
  await page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe.configure({ mode: 'serial' });

/*
 * The three tests share one organisation of their own (the roster, the marks and the e-mail
 * settings go there, not into the demo's): two branches, the demo's security vendor with its
 * supervisor and a guard already on the roster, an admin, and the demo's standing recipient of
 * the daily e-mail.
 */
let org: TestOrganisation;
let vendor: Person;
let admin: Person;
let branches: [LocationRecord, LocationRecord];
const VENDOR_NAME = 'Sunrise Facility Services';
const option = (branch: LocationRecord) => new RegExp(`\\(${branch.locationId}\\)$`);

test.beforeAll(async () => {
  org = await TestOrganisation.create();
  await org.vendor({
    id: 'VEN-001',
    name: VENDOR_NAME,
    services: ['security', 'housekeeping'],
  });
  const located = await Promise.all([
    org.location({ locationNickname: 'Workforce Branch One' }),
    org.location({ locationNickname: 'Workforce Branch Two' }),
    org.person('vendor', { name: 'Meera Nair', vendorId: 'VEN-001' }),
    org.person('admin', { name: 'Priya Sharma' }),
  ]);
  branches = [located[0], located[1]];
  [, , vendor, admin] = located;
  const [asAdmin, asVendor] = await Promise.all([org.as(admin), org.as(vendor)]);
  await Promise.all([
    asAdmin.post('/api/attendance-email-recipients', {
      orgId: org.id,
      email: 'facilities.head@lotusbank.example',
      name: 'Facilities Head',
    }),
    asVendor.post('/api/vendor/employees', {
      employeeId: 'SFS-1042',
      name: 'Ravi Kumar',
      mobileNumber: '9876543210',
      designation: 'Security Guard',
      locationIds: [branches[0].locationId],
    }),
  ]);
});

test.afterAll(async () => {
  await org?.remove();
});

test('a vendor adds an employee, assigns two branches and marks attendance', async ({ page }) => {
  await signIn(page, vendor);
  await page.goto('/vendor/attendance');
  await expect(page.getByRole('heading', { name: 'Vendor Attendance' })).toBeVisible();

  await page.getByRole('tab', { name: 'Employees' }).click();
  await expect(page.getByRole('table', { name: 'Employees' })).toBeVisible();
  await page.getByRole('button', { name: 'Add employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add employee' });
  // The contract's rules show under the fields before anything is sent.
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(employeeName);
  await dialog.getByLabel('Employee ID').fill(employeeId);
  await dialog.getByLabel('Mobile number').fill('9876501234');
  await dialog.getByLabel('Designation').fill('Security Guard');
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(page.getByText(`${employeeName} was added`)).toBeVisible();

  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(employeeId);
  const row = page.getByRole('row', { name: new RegExp(employeeName) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Actions for ${employeeName}` }).click();
  await page.getByRole('menuitem', { name: 'Assign locations' }).click();
  const assign = page.getByRole('dialog', { name: `Locations of ${employeeName}` });
  await assign.getByRole('combobox', { name: 'Locations' }).click();
  await page.getByRole('option', { name: option(branches[0]) }).click();
  await page.getByRole('option', { name: option(branches[1]) }).click();
  // Close the list (it covers the buttons) by clicking beside it.
  await assign.getByRole('heading').click();
  await assign.getByRole('button', { name: 'Save locations' }).click();
  await expect(page.getByText('Locations saved: 2 added, 0 removed')).toBeVisible();

  await page.getByRole('tab', { name: 'Daily marking' }).click();
  await pickOption(page, 'Location', option(branches[0]));
  await page.getByLabel('Check-in time').fill('00:00');
  const marking = page.getByRole('table', { name: 'Attendance for the day' });
  const mine = marking.getByRole('row', { name: new RegExp(employeeName) });
  await mine.getByRole('button', { name: `Mark ${employeeName} present` }).click();
  await expect(mine.getByText('Present 00:00')).toBeVisible();
  // Undo, then mark again.
  await mine.getByRole('button', { name: `Undo ${employeeName}` }).click();
  await expect(mine.getByText('Not marked')).toBeVisible();
  await mine.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Mark selected present (1)' }).click();
  await expect(mine.getByText('Present 00:00')).toBeVisible();
});

test('an admin sees the mark in the register and the monthly report, and downloads it', async ({
  page,
}) => {
  await signIn(page, admin);
  await page.goto(`/attendance?date=${today}&locationId=${branches[0].locationId}`);
  await expect(page.getByRole('heading', { name: 'Attendance', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(employeeName);
  const registerRow = page
    .getByRole('table', { name: 'Attendance register' })
    .getByRole('row', { name: new RegExp(employeeName) });
  await expect(registerRow).toBeVisible();
  // The vendor by name, not its id.
  await expect(registerRow).toContainText(VENDOR_NAME);
  await expect(registerRow).not.toContainText('VEN-001');
  await expect(page.getByTestId('stat-present')).not.toHaveText('0');
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toBe(`attendance-${today}.csv`);
  expect(await readFile((await csvFile.path())!, 'utf8')).toContain(employeeName);

  // The Monthly report button keeps the location filter.
  await page.getByRole('link', { name: 'Monthly report' }).click();
  await expect(page).toHaveURL(new RegExp(`locationId=${branches[0].locationId}`));
  await expect(page.getByRole('heading', { name: 'Monthly Attendance Report' })).toBeVisible();
  const grid = page.getByRole('table', { name: /^Attendance for / });
  const line = grid.getByRole('row', { name: new RegExp(employeeName) });
  await expect(line).toBeVisible();
  await expect(line.getByRole('cell', { name: 'P', exact: true })).toHaveCount(1);

  // CSV: days not counted yet (the rest of the month) are empty, never "'-".
  const monthlyCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const monthlyText = await readFile((await (await monthlyCsv).path())!, 'utf8');
  expect(monthlyText).toContain(employeeName);
  expect(monthlyText).not.toContain("'-");

  for (const [item, extension] of [
    ['Excel (XLSX)', 'xlsx'],
    ['PDF', 'pdf'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: item }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^attendance-\\d{4}-\\d{2}\\.${extension}$`),
    );
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe(
      extension === 'pdf' ? '%PDF' : 'PK\u0003\u0004',
    );
  }
});

test('an admin adds a recipient and sends a test e-mail that appears in the outbox', async ({
  page,
}) => {
  await signIn(page, admin);
  await page.goto('/admin/attendance-emails');
  await expect(page.getByRole('heading', { name: 'Attendance E-mail Recipients' })).toBeVisible();
  const recipients = page.getByRole('table', { name: 'Recipients' });
  await expect(recipients.getByText('facilities.head@lotusbank.example')).toBeVisible();

  await page.getByRole('button', { name: 'Add recipient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add recipient' });
  await dialog.getByLabel('Name').fill('Night Supervisor');
  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(`night.${unique.toLowerCase()}@lotusbank.example`);
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  await expect(
    recipients.getByText(`night.${unique.toLowerCase()}@lotusbank.example`),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(page.getByText(`Test e-mail sent to ${admin.email}`)).toBeVisible();
  const outbox = page.getByRole('table', { name: 'Outbox' });
  await expect(
    outbox.getByRole('row', {
      name: new RegExp(`${admin.email.replace(/[.]/g, '\\.')}.*\\[Test\\] Daily attendance`),
    }),
  ).toBeVisible();

  // Delete with confirmation.
  const row = recipients.getByRole('row', { name: new RegExp(`night\\.${unique.toLowerCase()}`) });
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
