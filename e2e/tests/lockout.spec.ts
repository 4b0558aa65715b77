import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { submitLogin } from '../fixtures';

const WRONG = 'Invalid email or password.';
const LOCKED = 'Too many failed attempts. Please try again later.';

test('repeated wrong passwords lock the sign-in with the lockout message', async ({ page }) => {
  // An address of this test's own. The pool locks a name after five failures whether or not it
  // is an account (so the lockout reveals nothing), and each further failure doubles the lock.
  const email = `lockout-${randomUUID()}@demo.example`;
  await page.goto('/login');
  const alert = page.getByRole('alert');
  const messages: string[] = [];
  // The locks last 1 s, 2 s, 4 s, ... after the fifth failure: an attempt soon lands in one.
  for (let attempt = 1; attempt <= 14 && !messages.includes(LOCKED); attempt += 1) {
    await submitLogin(page, email, `Wrong@${attempt}2345`);
    await expect(alert).toBeVisible();
    messages.push((await alert.textContent()) ?? '');
  }
  expect(messages.slice(0, 5)).toEqual([WRONG, WRONG, WRONG, WRONG, WRONG]);
  expect(messages.at(-1)).toBe(LOCKED);
  expect(messages.every((message) => message === WRONG || message === LOCKED)).toBe(true);
});
