import type { Page } from '@playwright/test';
import { expect, newWatchedContext, test } from '../test';
import { signIn } from '../fixtures';

/** The signed-in page's ID token, as Amplify keeps it. */
const idToken = (page: Page) =>
  page.evaluate(() => {
    for (const storage of [sessionStorage, localStorage])
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i)!;
        if (key.endsWith('.idToken')) return storage.getItem(key)!;
      }
    throw new Error('No ID token in the browser');
  });

async function putBranding(page: Page, orgUrl: string, change: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${await idToken(page)}` };
  const current = await (await page.request.get(`${orgUrl}/branding`, { headers })).json();
  const response = await page.request.put(`${orgUrl}/branding`, {
    headers,
    data: { ...current.data.branding, ...change },
  });
  expect(response.status()).toBe(200);
  return current.data.branding as Record<string, unknown>;
}

test('an organisation branding is worn by every member: title, favicon, colour and sanitised CSS', async ({
  page,
  browser,
  cspViolations,
  org,
}) => {
  // Branding is the organisation's: its own, so that no other spec sees this one's colours.
  const admin = await org.person('admin', { name: 'Priya Sharma' });
  const member = await org.person('viewer', { name: 'Vikram Singh' });
  await signIn(page, admin);
  const meta = await page.evaluate(() => JSON.parse(localStorage.getItem('userMeta') ?? '{}'));
  const orgUrl = `/api/organization/${meta.orgId}`;
  await expect(page).toHaveTitle('Console');

  const before = await putBranding(page, orgUrl, {
    primaryColor: '#0b7285',
    faviconUrl:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    metadata: { title: 'Lotus Console', description: 'Branch operations', keywords: '' },
    customCss: 'body { letter-spacing: 0.01em } @import url(https://evil.example/x.css);',
  });
  try {
    // Another member, in a browser of their own, after signing in.
    const viewer = await (await newWatchedContext(browser, cspViolations)).newPage();
    await signIn(viewer, member);
    await expect(viewer).toHaveTitle('Lotus Console');
    const icon = await viewer.locator('link[rel~="icon"]').getAttribute('href');
    expect(icon).toMatch(/^data:image\/png;base64,/);
    const css = await viewer.locator('style#branding-custom-css').textContent();
    expect(css).toBe('body { letter-spacing: 0.01em }');
    const primary = await viewer.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled'),
    );
    expect(primary.trim().toLowerCase()).toBe('#0b7285');

    // Cached locally: the login screen wears it too after signing out and reloading.
    await viewer.evaluate(() => localStorage.removeItem('userMeta'));
    await viewer.context().clearCookies();
    await viewer.goto('/login');
    await expect(viewer).toHaveTitle('Lotus Console');
    await viewer.context().close();
  } finally {
    await putBranding(page, orgUrl, before);
  }
});
