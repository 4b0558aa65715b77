import { expect, test } from '../test';
import { signIn } from '../fixtures';
import { passwordSignIn } from '../identity-client';
import { latestMailedCode } from '../people';

// Needs the application shell: the header's profile menu (a button named after the person with
// the items Profile, Settings and Log Out) opens the Profile Settings dialog.
test('Profile Settings saves name and preferences, and they survive a reload', async ({
  page,
  org,
}) => {
  // A vendor of its own: the demo vendor's name is read by other specs meanwhile.
  const vendor = await org.person('vendor', { name: 'Meera Nair' });
  await signIn(page, vendor);
  const openProfile = async (name: string) => {
    await page.getByRole('button', { name }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    return page.getByRole('dialog', { name: 'Profile Settings' });
  };

  let dialog = await openProfile('Meera Nair');
  await expect(dialog).toContainText('Vendor');
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Meera Nair');
  await expect(dialog.getByLabel('Email Address')).toHaveValue(vendor.email);

  // A server-side refusal keeps the dialog open with the reason under the field.
  await dialog.getByLabel('Email Address').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();

  await dialog.getByLabel('Email Address').fill(vendor.email);
  await dialog.getByLabel('Full Name').fill('Meera K. Nair');
  await dialog.getByLabel('Enable notifications').uncheck();
  await dialog.getByLabel('Fahrenheit (°F)').check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Meera K. Nair' })).toBeVisible();

  await page.reload();
  dialog = await openProfile('Meera K. Nair');
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Meera K. Nair');
  await expect(dialog.getByLabel('Enable notifications')).not.toBeChecked();
  await expect(dialog.getByLabel('Fahrenheit (°F)')).toBeChecked();

  // Leave the account as it was.
  await dialog.getByLabel('Full Name').fill('Meera Nair');
  await dialog.getByLabel('Enable notifications').check();
  await dialog.getByLabel('Celsius (°C)').check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
});

test('Cancel closes Profile Settings without saving', async ({ page }) => {
  await signIn(page, 'approver@demo.example');
  await page.getByRole('button', { name: 'Rahul Verma' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  await dialog.getByLabel('Full Name').fill('Somebody Else');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Rahul Verma' })).toBeVisible();
});

test('a new e-mail address becomes the sign-in name only with the code mailed to it', async ({
  page,
  request,
  org,
}) => {
  const person = await org.person('user', { name: 'Isha Menon' });
  const password = person.password;
  await signIn(page, person);
  await page.getByRole('button', { name: 'Isha Menon' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  const moved = `moved-${person.email}`;
  await dialog.getByLabel('Email Address').fill(moved);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Verify your new e-mail address')).toBeVisible();
  await expect(dialog).toContainText(moved);
  // Not yet the sign-in name.
  await expect(passwordSignIn(request, moved, password)).rejects.toThrow();

  await dialog.getByLabel('Verification code').fill(await latestMailedCode(moved));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  expect((await passwordSignIn(request, moved, password)).IdToken).toBeTruthy();
  await expect(passwordSignIn(request, person.email, password)).rejects.toThrow();
});
