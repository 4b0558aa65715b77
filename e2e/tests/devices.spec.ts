import { expect, test, type TestOrganisation } from '../test';
import { signIn } from '../fixtures';

/*
 * An admin activates a device, the device sends readings over HTTP with its once-shown key, and
 * the admin sees it live: the devices screen, the alert on the bell (acknowledged, then
 * dismissed) and the chart on the location dashboard.
 */

const unique = Date.now().toString(36).toUpperCase();
const deviceName = `E2E Sensor ${unique}`;

/**
 * An organisation of the test's own with a live branch and an admin (the devices, alerts and
 * readings go there, not on the demo's branches), and the demo's CO2 rule.
 */
async function branchWithAdmin(org: TestOrganisation) {
  const [branch, admin] = await Promise.all([
    org.location({ locationNickname: `Device Branch ${unique}` }),
    org.person('admin', { name: 'Priya Sharma' }),
  ]);
  await (
    await org.as(admin)
  ).post('/api/alert-rules', {
    name: 'CO2 high for 10 minutes',
    metric: 'co2Level',
    comparison: 'above',
    threshold: 1200,
    durationSeconds: 600,
    severity: 'warning',
  });
  return { branch, admin, option: new RegExp(`\\(${branch.locationId}\\)$`) };
}

test('an activated device reports, raises an alert and shows on the dashboard', async ({
  page,
  org,
}) => {
  // Up to a minute of it waits for the rollup job (see the chart below).
  test.setTimeout(150_000);
  const { branch, admin, option } = await branchWithAdmin(org);
  await signIn(page, admin);
  await page.goto('/devices/activation');
  await expect(page.getByRole('heading', { name: 'Device Activation' })).toBeVisible();
  await page.getByLabel('Serial number').fill(`SN-${unique}`);
  await page.getByLabel('Name').fill(deviceName);
  await page.getByRole('combobox', { name: 'Location', exact: true }).click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText(`${deviceName} is activated`)).toBeVisible();
  const key = ((await page.getByLabel('Device key').textContent()) ?? '').trim();
  expect(key).toMatch(/^dk_[A-Za-z0-9_-]{43}$/);

  await page.goto('/devices');
  // The organisation's only device is in the unfiltered list too: wait for the search's own
  // answer, so that the reading below does not land while that first fetch is still out (an
  // invalidation then joins the fetch under way instead of starting a new one).
  const searched = page.waitForResponse(
    (response) => response.url().includes('/api/devices?') && response.url().includes('search='),
  );
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(deviceName);
  await searched;
  const row = page.getByRole('row', { name: new RegExp(deviceName) });
  await expect(row.getByText('Awaiting first reading')).toBeVisible();

  // CO2 over the demo rule (1200 for 10 minutes) from 11 minutes ago until now.
  const now = Date.now();
  const sent = await page.request.post('/api/telemetry', {
    headers: { Authorization: `Device ${key}` },
    data: {
      readings: [
        { timestamp: new Date(now - 11 * 60_000).toISOString(), co2Level: 1500, temperature: 23 },
        { timestamp: new Date(now - 1000).toISOString(), co2Level: 1500, temperature: 24 },
      ],
    },
  });
  expect(sent.status()).toBe(202);
  // Live: the screen follows the event stream, no reload.
  await expect(row.getByText('Online')).toBeVisible();

  await page.getByRole('button', { name: /^Alerts: / }).click();
  const inBell = page.getByRole('dialog').getByRole('listitem').filter({ hasText: deviceName });
  await expect(inBell).toContainText('CO2');
  await inBell.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(inBell).toHaveCount(0);
  await page.keyboard.press('Escape');

  const onScreen = page
    .getByRole('region', { name: 'Alerts' })
    .getByRole('listitem')
    .filter({ hasText: deviceName });
  await expect(onScreen).toContainText('Acknowledged by');
  await onScreen.getByRole('button', { name: 'Dismiss' }).click();
  await expect(onScreen).toHaveCount(0);

  await page.goto(`/locations/${branch.locationId}`);
  const devices = page.getByRole('region', { name: 'Devices' });
  await expect(devices.getByRole('table', { name: 'Devices of this location' })).toContainText(
    deviceName,
  );
  // The 24-hour chart reads the per-minute rollup, which the rollup job fills each minute.
  await expect(async () => {
    await page.reload();
    await devices.getByRole('combobox', { name: 'Chart of' }).click();
    await page.getByRole('option', { name: deviceName }).click();
    await expect(devices.getByLabel(/^Temperature chart: \d+ points/)).toBeVisible({
      timeout: 5000,
    });
  }).toPass({ timeout: 100_000 });
});

test("an admin rotates a device's key: the old key is refused at once, the new one works", async ({
  page,
  org,
}) => {
  const name = `E2E Rekeyed ${unique}`;
  const { admin, option } = await branchWithAdmin(org);
  await signIn(page, admin);
  await page.goto('/devices/activation');
  await page.getByLabel('Serial number').fill(`RK-${unique}`);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('combobox', { name: 'Location', exact: true }).click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText(`${name} is activated`)).toBeVisible();
  const oldKey = ((await page.getByLabel('Device key').textContent()) ?? '').trim();

  await page.goto('/devices');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(name);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Rotate key' }).click();
  const confirm = page.getByRole('dialog', { name: `Rotate the key of ${name}?` });
  await expect(confirm).toContainText('stops working at once');
  await confirm.getByRole('button', { name: 'Rotate key' }).click();
  const shown = page.getByRole('dialog', { name: `New key for ${name}` });
  await expect(shown.getByText(`${name} has a new key`)).toBeVisible();
  const newKey = ((await shown.getByLabel('Device key').textContent()) ?? '').trim();
  expect(newKey).toMatch(/^dk_[A-Za-z0-9_-]{43}$/);
  expect(newKey).not.toBe(oldKey);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const send = (key: string) =>
    page.request.post('/api/telemetry', {
      headers: { Authorization: `Device ${key}` },
      data: { temperature: 22 },
    });
  expect((await send(oldKey)).status()).toBe(401);
  expect((await send(newKey)).status()).toBe(202);
});
