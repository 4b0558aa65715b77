import { expect, test } from '../test';
import { submitLogin } from '../fixtures';

const WRONG = 'Invalid email or password.';
const LOCKED = 'Too many failed attempts. Please try again later.';

test('repeated wrong passwords lock the account with the lockout message', async ({
  page,
  org,
}) => {
  // Up to a dozen SRP sign-ins against argon2 hashes: slow on a busy machine.
  test.slow();
  // Someone of its own, who has chosen their password: the lock must fall on nobody else.
  const person = await org.person('user');
  await page.goto('/login');
  const alert = page.getByRole('alert');
  const messages: string[] = [];
  // Five failures are free; then each locks the account for 1 s, 2 s, 4 s, ... so an attempt
  // soon lands inside a lock, whatever the machine's speed.
  for (let attempt = 1; attempt <= 14 && !messages.includes(LOCKED); attempt += 1) {
    await submitLogin(page, person.email, `Wrong@${attempt}2345`);
    await expect(alert).toBeVisible();
    messages.push((await alert.textContent()) ?? '');
  }
  expect(messages.slice(0, 5)).toEqual([WRONG, WRONG, WRONG, WRONG, WRONG]);
  expect(messages.at(-1)).toBe(LOCKED);
  expect(messages.every((message) => message === WRONG || message === LOCKED)).toBe(true);
});
