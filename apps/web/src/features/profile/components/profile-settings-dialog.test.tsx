import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/features/auth';
import { fakeAuth, signedInUser } from '@/test/auth';
import { renderWithProviders } from '@/test/render';
import { ProfileSettingsDialog } from './profile-settings-dialog';

// The Passkeys section lists through Amplify; here the person has none.
vi.mock('aws-amplify/auth', () => ({
  listWebAuthnCredentials: vi.fn(async () => ({ credentials: [] })),
  associateWebAuthnCredential: vi.fn(),
  deleteWebAuthnCredential: vi.fn(),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const auth = fakeAuth({ user: signedInUser, isAuthenticated: true, isRoleReady: true });
  const onClose = vi.fn();
  renderWithProviders(
    <AuthContext.Provider value={auth}>
      <ProfileSettingsDialog opened onClose={onClose} />
    </AuthContext.Provider>,
  );
  return { fetchMock, auth, onClose, user: userEvent.setup() };
}

const sentBody = (fetchMock: ReturnType<typeof vi.fn>) => {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
  return { url: String(url), method: init.method, body: JSON.parse(String(init.body)) };
};

afterEach(() => vi.unstubAllGlobals());

describe('ProfileSettingsDialog', { timeout: 20_000 }, () => {
  it('shows the initial, the name and the role, and the current settings', () => {
    setup(() => json(500, {}));
    const dialog = screen.getByRole('dialog', { name: 'Profile Settings' });
    expect(dialog).toHaveTextContent('A');
    expect(dialog).toHaveTextContent('Asha Rao');
    expect(dialog).toHaveTextContent('Approver');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email Address')).toHaveValue('asha@demo.example');
    expect(screen.getByLabelText('Enable notifications')).toBeChecked();
    expect(screen.getByLabelText('Celsius (°C)')).toBeChecked();
  });

  it('saves name, e-mail and preferences, reloads the session user and closes', async () => {
    const { fetchMock, auth, onClose, user } = setup(() =>
      json(200, { success: true, data: { ...meta, name: 'Asha R. Rao' } }),
    );
    await user.clear(screen.getByLabelText('Full Name'));
    await user.paste('Asha R. Rao');
    await user.click(screen.getByLabelText('Enable notifications'));
    await user.click(screen.getByLabelText('Fahrenheit (°F)'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5_000 });
    expect(sentBody(fetchMock)).toEqual({
      url: `${window.location.origin}/api/profile`,
      method: 'PUT',
      body: {
        name: 'Asha R. Rao',
        email: 'asha@demo.example',
        preferences: { notifications: false, temperatureUnit: 'fahrenheit' },
      },
    });
    expect(auth.refreshUser).toHaveBeenCalled();
  });

  it("shows the server's field errors under their fields and stays open", async () => {
    const { onClose, user } = setup(() =>
      json(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        error: 'Invalid request - body.email: Enter a valid e-mail address',
        details: [{ path: 'body.email', message: 'Enter a valid e-mail address' }],
      }),
    );
    await user.clear(screen.getByLabelText('Email Address'));
    await user.paste('not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Enter a valid e-mail address', undefined, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
    // Editing the field clears its error.
    await user.type(screen.getByLabelText('Email Address'), 'x');
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
  });

  it('keeps the dialog open with the error when the server fails', async () => {
    const { onClose, auth, user } = setup(() =>
      json(503, {
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        error: 'The database is not answering',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering');
    expect(onClose).not.toHaveBeenCalled();
    expect(auth.refreshUser).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('asks for the code mailed to a new e-mail address, and confirms it', async () => {
    const answers = [
      json(200, { success: true, data: { ...meta, pendingEmail: 'asha.rao@demo.example' } }),
      json(400, {
        success: false,
        code: 'BAD_REQUEST',
        error: 'Invalid verification code provided, please try again.',
      }),
      json(200, {
        success: true,
        data: { ...meta, email: 'asha.rao@demo.example', pendingEmail: null },
      }),
    ];
    const { fetchMock, auth, onClose, user } = setup(() => answers.shift()!);
    await user.clear(screen.getByLabelText('Email Address'));
    await user.paste('asha.rao@demo.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Verify your new e-mail address')).toBeVisible();
    expect(screen.getByRole('dialog')).toHaveTextContent('asha.rao@demo.example');
    expect(onClose).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Invalid verification code provided, please try again.'),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5_000 });
    const [url, init] = fetchMock.mock.calls[2] as unknown as [URL, RequestInit];
    expect(String(url)).toBe(`${window.location.origin}/api/profile/email-verification`);
    expect(JSON.parse(String(init.body))).toEqual({ code: '123456' });
    expect(auth.refreshUser).toHaveBeenCalledTimes(2);
  });

  it('closes on Cancel without saving', async () => {
    const { fetchMock, onClose, user } = setup(() => json(500, {}));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

const meta = {
  userId: 'u1',
  email: 'asha@demo.example',
  name: 'Asha Rao',
  orgId: 1,
  organizationId: '1',
  groups: ['approver'],
  role: 'approver',
  avatar: null,
  department: null,
  phoneNumber: null,
  preferences: { notifications: false, temperatureUnit: 'fahrenheit' },
};
