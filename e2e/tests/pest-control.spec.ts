import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, newWatchedContext, test } from '../csp';
import { DEMO_PASSWORD, signIn } from '../fixtures';
import { passwordSignIn } from '../identity-client';

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

interface StatusRow {
  locationId: number;
  locationName: string;
  statuses: string[];
}

/** A branch that is pending this month and has a visit planned in it (from the demo data). */
async function pendingBranch(request: APIRequestContext) {
  const { IdToken } = await passwordSignIn(request, 'admin@demo.example', DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${IdToken}` };
  const status = await (
    await request.get('/api/pest-control/status?months=1&status=pending', { headers })
  ).json();
  const month = status.data.currentMonth as string;
  for (const row of status.data.locations as StatusRow[]) {
    const schedules = await (
      await request.get(
        `/api/vendor/pest-control/schedules?locationId=${row.locationId}&status=scheduled&startDate=${month}-01&endDate=${month}-28`,
        { headers },
      )
    ).json();
    if (schedules.data.total > 0) return row;
  }
  throw new Error('The demo data has no pending branch with a planned visit this month');
}

test('a vendor records a service with its report and completes the planned visit; the organisation sees it, downloads the report and exports the schedule', async ({
  page,
  request,
  browser,
  cspViolations,
}) => {
  test.setTimeout(120_000);
  const branch = await pendingBranch(request);
  const pdf = reportPdf();

  // The pest control vendor records today's service with a PDF report.
  await signIn(page, 'pest@demo.example');
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
  await recorded.getByRole('button', { name: 'Complete planned visit' }).click();
  await expect(recorded).toContainText('is completed');
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
  await signIn(page, 'admin@demo.example');
  await page.goto('/pest-control');
  const row = page.locator(`tr[data-location="${branch.locationId}"]`);
  await expect(row).toContainText(branch.locationName);
  await expect(row.locator('td').last()).toHaveText('Completed');
  await expect(page.getByLabel('Completion')).toHaveText(/^\d+%$/);

  // Its detail page shows who recorded it; the report downloads with the same bytes.
  await page.goto(`/locations/${branch.locationId}/pest-control/${serviceDate}`);
  await expect(page.getByRole('heading', { level: 3 })).toContainText(branch.locationName);
  const service = page.getByRole('region').filter({ hasText: 'Gel baiting in the pantry' });
  await expect(service).toContainText('pest@demo.example');
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
