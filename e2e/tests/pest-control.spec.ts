import { readFile } from 'node:fs/promises';
import { expect, newWatchedContext, test, type Person, type TestOrganisation } from '../test';
import { signIn } from '../fixtures';

/** A one-page PDF with a comment padding it to about 200 KB, so the upload takes a moment. */
function reportPdf(): Buffer {
  const content = 'BT /F1 18 Tf 56 780 Td (Service report - e2e) Tj ET';
  const head =
    '%PDF-1.4\n' +
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>\nendobj\n' +
    `4 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n` +
    '5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n';
  const padding = `%${'e2e padding '.repeat(80)}\n`.repeat(200);
  return Buffer.from(`${head}${padding}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

/**
 * A branch of an organisation of the test's own, pending this month, with a general visit the
 * pest control vendor planned for today (the organisation's day, Asia/Kolkata) - what the demo
 * data has on some of its branches, made here so that completing it changes no one else's data.
 */
async function pendingBranch(org: TestOrganisation, vendor: Person) {
  const branch = await org.location({ locationNickname: `Pest Branch ${Date.now()}` });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await (
    await org.as(vendor)
  ).post('/api/vendor/pest-control/schedules', {
    orgId: org.id,
    locationId: branch.locationId,
    scheduleDate: today,
    serviceType: 'general',
  });
  return { locationId: branch.locationId, locationName: branch.name! };
}

test('a vendor records a service with its report, which completes the scheduled visit; the organisation sees it, downloads the report and exports the schedule', async ({
  page,
  browser,
  cspViolations,
  org,
}) => {
  test.setTimeout(120_000);
  // The demo's pest control company and people, in an organisation of the test's own.
  await org.vendor({ id: 'VEN-002', name: 'Shield Pest Solutions', services: ['pest-control'] });
  const [pest, orgAdmin] = await Promise.all([
    org.person('vendor', { name: 'Arjun Menon', vendorId: 'VEN-002' }),
    org.person('admin', { name: 'Priya Sharma' }),
  ]);
  const branch = await pendingBranch(org, pest);
  const pdf = reportPdf();

  // The pest control vendor records today's service with a PDF report.
  await signIn(page, pest);
  await page.goto('/vendor/pest-control');
  const form = page.getByRole('form', { name: 'Record a service' });
  await form.getByRole('combobox', { name: 'Location' }).fill(String(branch.locationId));
  await page.getByRole('option', { name: new RegExp(`\\(${branch.locationId}\\)`) }).click();
  await expect(form.getByRole('combobox', { name: 'Service type' })).toHaveValue(
    'General pest control',
  );
  await form.getByLabel('Comments').fill('Gel baiting in the pantry');
  await form.locator('input[type=file]').setInputFiles({
    name: 'service-report.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  const progress = form.getByRole('progressbar', { name: 'service-report.pdf upload progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(form.getByText('Uploaded')).toBeVisible();
  await form.getByRole('button', { name: 'Save service record' }).click();

  const recorded = page.getByRole('status').filter({ hasText: 'Service recorded' });
  await expect(recorded).toContainText('with 1 report file');
  // Saving completed the visit scheduled this month (same location and month, closest date).
  await expect(recorded).toContainText('It completed the visit scheduled for');
  await expect(recorded.getByRole('button', { name: 'Undo' })).toBeVisible();
  const serviceDate = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

  // The organisation sees the branch completed this month.
  const admin = await newWatchedContext(browser, cspViolations, {
    baseURL: test.info().project.use.baseURL,
  });
  page = await admin.newPage();
  await signIn(page, orgAdmin);
  await page.goto('/pest-control');
  const row = page.locator(`tr[data-location="${branch.locationId}"]`);
  await expect(row).toContainText(branch.locationName);
  await expect(row.locator('td').last()).toHaveText('Completed');
  await expect(page.getByLabel('Completion')).toHaveText(/^\d+%$/);

  // Its detail page shows who recorded it; the report downloads with the same bytes.
  await page.goto(`/locations/${branch.locationId}/pest-control/${serviceDate}`);
  await expect(page.getByRole('heading', { level: 3 })).toContainText(branch.locationName);
  const service = page.getByRole('region').filter({ hasText: 'Gel baiting in the pantry' });
  await expect(service).toContainText(pest.email);
  await expect(service).toContainText('Shield Pest Solutions');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    service.getByRole('button', { name: 'Download service-report.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('service-report.pdf');
  expect((await readFile(await download.path())).equals(pdf)).toBe(true);

  // The scheduled services report shows the visit completed and exports it.
  await page.goto('/reports/pest-control/scheduled-services');
  const report = page.getByRole('table', { name: 'Scheduled services' });
  const visit = report.getByRole('row').filter({ hasText: branch.locationName });
  await expect(visit.first()).toContainText('Completed');
  for (const [format, extension] of [
    ['CSV', 'csv'],
    ['XLSX', 'xlsx'],
    ['PDF', 'pdf'],
  ] as const) {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export ${format}` }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^scheduled-services-.*\\.${extension}$`));
    const bytes = await readFile(await file.path());
    if (extension === 'csv') {
      expect(bytes.toString('utf8')).toContain(branch.locationName);
      expect(bytes.toString('utf8')).toContain('Completed');
    } else expect(bytes.length).toBeGreaterThan(500);
  }
  await admin.close();
});
