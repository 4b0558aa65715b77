import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { signIn } from '../fixtures';

// WebGL runs in software here (SwiftShader): a map screen takes longer than a form to settle.
test.describe.configure({ timeout: 60_000 });

interface ApiLocation {
  id: string;
  locationId: number;
  name: string | null;
  state: string | null;
  status: string;
  latitude: number | string | null;
  longitude: number | string | null;
}

/** The signed-in person's live locations, straight from the API with the page's own token. */
async function apiLocations(page: Page): Promise<ApiLocation[]> {
  const token = await page.evaluate(() => {
    for (const storage of [sessionStorage, localStorage])
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i)!;
        if (key.endsWith('.idToken')) return storage.getItem(key);
      }
    return null;
  });
  expect(token).toBeTruthy();
  const response = await page.request.get('/api/locations', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { locations: ApiLocation[] } }).data.locations;
}

const onMap = (locations: ApiLocation[]) =>
  locations.filter((l) => Number(l.latitude ?? 0) !== 0 || Number(l.longitude ?? 0) !== 0);

/** Opens a map screen and waits until MapLibre has settled with the locations drawn. */
async function openSettled(page: Page, path: '/map' | '/globe') {
  await page.goto(path);
  const view = page.locator('[data-map-idle="true"]');
  await expect(view).toBeVisible({ timeout: 30_000 });
  return view;
}

test('the map draws every location of the organisation as pins and counted clusters', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.example');
  const expected = onMap(await apiLocations(page));
  expect(expected.length).toBeGreaterThan(40);
  const view = await openSettled(page, '/map');
  await expect(page.getByRole('heading', { name: 'Map', level: 1 })).toBeVisible();
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(view).toHaveAttribute('data-locations-loaded', String(expected.length));
  const pins = Number(await view.getAttribute('data-rendered-pins'));
  const clusters = Number(await view.getAttribute('data-rendered-clusters'));
  expect(clusters).toBeGreaterThan(0);
  // Framed to fit, every location is in view: as a pin, or counted in a cluster's label.
  const labels = page.getByRole('button', { name: /locations here, zoom in/ });
  await expect(labels).toHaveCount(clusters);
  const clustered = (await labels.allTextContents()).reduce((sum, text) => sum + Number(text), 0);
  expect(pins + clustered).toBe(expected.length);
  // The legend names the statuses present, with their counts.
  const legend = page.getByRole('region', { name: 'Legend' });
  const active = expected.filter((l) => l.status === 'active').length;
  await expect(legend).toContainText(`Active (${active})`);
});

test('a click on a cluster zooms in to it', async ({ page }) => {
  await signIn(page, 'admin@demo.example');
  const view = await openSettled(page, '/map');
  const before = Number(await view.getAttribute('data-zoom'));
  await page
    .getByRole('button', { name: /locations here, zoom in/ })
    .first()
    .click();
  // The map eases in to where that cluster splits, and settles there.
  await expect
    .poll(async () => Number(await view.getAttribute('data-zoom')), { timeout: 15_000 })
    .toBeGreaterThan(before);
  await expect(view).toHaveAttribute('data-map-idle', 'true');
});

test('keyboard: the list opens a location popup whose link leads to the location', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.example');
  const nariman = (await apiLocations(page)).find((l) => l.name === 'Nariman Point Branch');
  expect(nariman).toBeDefined();
  await openSettled(page, '/map');
  await page.getByRole('button', { name: 'List' }).press('Enter');
  await page.getByLabel('Search locations').fill('nariman');
  await page.getByRole('button', { name: /Nariman Point Branch/ }).press('Enter');
  const popup = page.getByRole('dialog', { name: 'Nariman Point Branch' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Active');
  await expect(popup).toContainText('Mumbai');
  const open = popup.getByRole('link', { name: 'Open location' });
  await expect(open).toBeFocused();
  // Escape closes it and gives the focus back to the list.
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Nariman Point Branch/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/locations/${nariman!.locationId}$`));
});

test('the globe shows the headline counts the API gives', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, 'admin@demo.example');
  const locations = await apiLocations(page);
  const states = new Set(locations.map((l) => l.state?.trim().toLowerCase()).filter(Boolean));
  const view = await openSettled(page, '/globe');
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(view).toHaveAttribute('data-locations-loaded', String(onMap(locations).length));
  const stat = (name: string) => page.getByRole('group', { name, exact: true });
  await expect(stat('Branches')).toContainText(String(locations.length));
  await expect(stat('In service')).toContainText(
    String(locations.filter((l) => l.status === 'active' || l.status === 'approved').length),
  );
  await expect(stat('Inactive')).toContainText(
    String(locations.filter((l) => l.status === 'inactive').length),
  );
  await expect(stat('States covered')).toContainText(String(states.size));
  // Reduced motion: the globe stands still until asked to turn.
  await expect(page.getByRole('button', { name: 'Rotate', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('the globe turns on its own and stops when someone takes hold of it', async ({ page }) => {
  await signIn(page, 'viewer@demo.example');
  await page.goto('/globe');
  const pause = page.getByRole('button', { name: 'Pause rotation' });
  // Enabled once the globe is ready, and turning.
  await expect(pause).toBeEnabled({ timeout: 30_000 });
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Rotate', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test("another organisation's admin never sees the demo organisation's locations", async ({
  page,
}) => {
  await signIn(page, 'admin@other.example');
  const own = await apiLocations(page);
  expect(own.some((l) => l.name === 'Nariman Point Branch')).toBe(false);
  const view = await openSettled(page, '/map');
  await expect(view).toHaveAttribute('data-locations-loaded', String(onMap(own).length));
  await page.getByRole('button', { name: 'List' }).click();
  const list = page.getByRole('region', { name: 'Locations list' });
  await expect(list).toContainText(`${own.length} location`);
  await page.getByLabel('Search locations').fill('Nariman');
  await expect(list).toContainText('No locations found for "Nariman"');
});
