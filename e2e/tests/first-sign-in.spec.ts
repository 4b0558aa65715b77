import { expect, test } from '../test';
import { signIn, submitLogin } from '../fixtures';

test('a first sign-in with a temporary password sets a new one, and a reload resumes it', async ({
  page,
  org,
}) => {
  const person = await org.newcomer('approver', { name: 'Neha Kapoor' });
  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  const heading = page.getByRole('heading', { name: 'Set a new password' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();

  await page.reload();
  await expect(heading).toBeVisible();

  const password = page.getByLabel('New password', { exact: true });
  const confirmation = page.getByLabel('Confirm new password', { exact: true });
  await password.fill('weakpassword');
  await confirmation.fill('weakpassword');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The new password does not meet the requirements below.',
  );

  await password.fill('Mine@12345');
  await confirmation.fill('Mine@12345');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed in as Neha Kapoor')).toBeVisible();
  await expect(page.getByLabel('Role: approver')).toBeVisible();

  // The new password is theirs from now on; the temporary one is gone.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await submitLogin(page, person.email, person.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await signIn(page, person.email, 'Mine@12345');
  await expect(page.getByText('Signed in as Neha Kapoor')).toBeVisible();
});

test('Cancel on a challenge returns to the login form', async ({ page, org }) => {
  const person = await org.newcomer('user');
  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
});
