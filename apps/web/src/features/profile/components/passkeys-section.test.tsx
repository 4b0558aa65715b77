import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as amplifyAuth from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PasskeysSection } from './passkeys-section';

vi.mock('aws-amplify/auth', () => ({
  listWebAuthnCredentials: vi.fn(),
  associateWebAuthnCredential: vi.fn(),
  deleteWebAuthnCredential: vi.fn(),
}));

const amplify = vi.mocked(amplifyAuth);
const laptop = {
  credentialId: 'cred-1',
  friendlyCredentialName: 'Passkey',
  relyingPartyId: 'localhost',
  authenticatorTransports: ['internal'],
  createdAt: new Date('2026-11-20T09:30:00Z'),
};

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  amplify.listWebAuthnCredentials.mockResolvedValue({ credentials: [laptop] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PasskeysSection', () => {
  it('lists the passkeys with when each was added, and removes one after a confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasskeysSection userId="u1" />);
    const item = await screen.findByRole('listitem', { name: 'Passkey' });
    expect(item).toHaveTextContent(/Added .*2026/);
    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    expect(amplify.deleteWebAuthnCredential).not.toHaveBeenCalled();
    await user.click(within(item).getByRole('button', { name: 'Keep' }));
    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    amplify.listWebAuthnCredentials.mockResolvedValue({ credentials: [] });
    await user.click(within(item).getByRole('button', { name: 'Remove passkey' }));
    expect(amplify.deleteWebAuthnCredential).toHaveBeenCalledWith({ credentialId: 'cred-1' });
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('adds a passkey, and says in plain words why one could not be added', async () => {
    const user = userEvent.setup();
    amplify.associateWebAuthnCredential.mockRejectedValueOnce(
      Object.assign(new Error('Passkey registration ceremony has been canceled.'), {
        name: 'PasskeyRegistrationCanceled',
      }),
    );
    renderWithProviders(<PasskeysSection userId="u1" />);
    await screen.findByRole('listitem', { name: 'Passkey' });
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Adding the passkey was cancelled.');
    amplify.associateWebAuthnCredential.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(amplify.associateWebAuthnCredential).toHaveBeenCalledTimes(2);
    expect(amplify.listWebAuthnCredentials.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('explains where passkeys cannot be added', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    amplify.listWebAuthnCredentials.mockResolvedValue({ credentials: [] });
    renderWithProviders(<PasskeysSection userId="u1" />);
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(screen.getByText(/cannot add a passkey here/)).toBeInTheDocument();
  });
});
