import { expect, type Page } from '@playwright/test';

/** The demo accounts' password (apps/server's DEMO_PASSWORD default). */
export const DEMO_PASSWORD = 'Demo@12345';

/** The demo accounts, one per role, and the second organisation's admin. */
export const demoAccounts = [
  { email: 'admin@demo.example', name: 'Priya Sharma', role: 'admin' },
  { email: 'approver@demo.example', name: 'Rahul Verma', role: 'approver' },
  { email: 'user@demo.example', name: 'Ananya Iyer', role: 'user' },
  { email: 'viewer@demo.example', name: 'Vikram Singh', role: 'viewer' },
  { email: 'vendor@demo.example', name: 'Meera Nair', role: 'vendor' },
  { email: 'pest@demo.example', name: 'Arjun Menon', role: 'vendor' },
  { email: 'admin@other.example', name: 'Daniel Fernandes', role: 'admin' },
] as const;

/** Fills the login form and submits it, without waiting for the outcome. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Signs in through the login screen as a person would, and waits until the app has left it.
 * From /login, or from wherever the app sent the page to sign in first. A demo account by its
 * e-mail, or a person a spec created (with their password).
 */
export async function signIn(
  page: Page,
  who: string | { email: string; password: string },
  password = DEMO_PASSWORD,
) {
  const [email, secret] = typeof who === 'string' ? [who, password] : [who.email, who.password];
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  await submitLogin(page, email, secret);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 20_000 });
}
