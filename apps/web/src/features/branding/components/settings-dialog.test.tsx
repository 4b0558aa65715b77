import { defaultBranding } from '@fm/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/features/auth';
import { fakeAuth, signedInUser } from '@/test/auth';
import { BrandingProvider } from '../context/branding-context';
import { SettingsDialog } from './settings-dialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stored = { branding: defaultBranding('Lotus Retail Bank'), isDefault: true, updatedAt: null };

function setup(role: string, put: (body: unknown) => Response = () => json(500, {})) {
  const fetchMock = vi.fn(async (url: URL, init?: RequestInit) =>
    init?.method === 'PUT'
      ? put(JSON.parse(String(init.body)))
      : json(200, { success: true, data: stored }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BrandingProvider>
        <AuthContext.Provider
          value={fakeAuth({ user: { ...signedInUser, role }, isAuthenticated: true })}
        >
          <SettingsDialog opened onClose={() => {}} />
        </AuthContext.Provider>
      </BrandingProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const puts = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SettingsDialog', { timeout: 20_000 }, () => {
  it('offers everyone the theme, and tells non-admins who manages the branding', async () => {
    const { user } = setup('viewer');
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(screen.getByText('Dark'));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByText(/managed by your organisation's administrators/)).toBeVisible();
    expect(screen.queryByLabelText('Primary colour')).toBeNull();
  });

  it('shows validation messages and sends nothing while the form is invalid', async () => {
    const { user, fetchMock } = setup('admin');
    const colour = await screen.findByLabelText('Primary colour');
    await user.clear(colour);
    await user.paste('blue');
    await user.click(screen.getByLabelText('Logo URL'));
    await user.paste('http://insecure.example/logo.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use a colour in the form #1c7ed6')).toBeVisible();
    expect(screen.getByText(/Use an https:\/\/ address or a base64 data: image/)).toBeVisible();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('saves the branding, applies it to the page and caches it; Reset fills in the default', async () => {
    const { user, fetchMock } = setup('admin', (body) =>
      json(200, { success: true, data: { branding: body, isDefault: false, updatedAt: null } }),
    );
    const title = await screen.findByLabelText(/^Browser title/);
    await user.clear(title);
    await user.paste('Lotus Console');
    const colour = screen.getByLabelText('Primary colour');
    await user.clear(colour);
    await user.paste('#0b7285');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.title).toBe('Lotus Console'));
    const [[, init]] = puts(fetchMock) as [[URL, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      organizationName: 'Lotus Retail Bank',
      primaryColor: '#0b7285',
      metadata: { title: 'Lotus Console' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Branding saved.');
    expect(JSON.parse(localStorage.getItem('brandingConfig')!)).toMatchObject({
      primaryColor: '#0b7285',
    });

    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(screen.getByLabelText('Primary colour')).toHaveValue('#228be6');
    expect(screen.getByLabelText(/^Browser title/)).toHaveValue('Console');
    expect(screen.getByLabelText(/^Organisation name/)).toHaveValue('Lotus Retail Bank');
  });
});
