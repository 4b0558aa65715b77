import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAuth, signedInUser } from '@/test/auth';
import { renderWithProviders } from '@/test/render';
import { AuthContext, type AuthContextValue } from '../context/auth-context';
import { LoginPage } from './login-page';
import { RequireAuth } from './require-auth';
import { UnknownPathRedirect } from './unknown-path-redirect';

afterEach(() => sessionStorage.clear());

const signedIn = () => fakeAuth({ user: signedInUser, isAuthenticated: true, isRoleReady: true });

function renderAt(path: string, auth: AuthContextValue) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/', element: <p>Home page</p> },
          { path: '/locations', element: <p>Locations page</p> },
        ],
      },
      { path: '*', element: <UnknownPathRedirect /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

const at = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('protected routes', () => {
  it('send a signed-out visitor to /login and remember the path with its query', async () => {
    const router = renderAt('/locations?search=Mumbai', fakeAuth());
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(at(router)).toBe('/login');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/locations?search=Mumbai');
  });

  it('do the same while the role is not ready yet', async () => {
    const router = renderAt('/locations', fakeAuth({ user: signedInUser, isAuthenticated: true }));
    await screen.findByRole('heading', { name: 'Welcome back!' });
    expect(at(router)).toBe('/login');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/locations');
  });

  it('wait, neutrally, until the session check is done', () => {
    const router = renderAt('/locations', fakeAuth({ sessionChecked: false, isLoading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(at(router)).toBe('/locations');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('show the page to a signed-in person whose role is ready', async () => {
    renderAt('/locations', signedIn());
    expect(await screen.findByText('Locations page')).toBeInTheDocument();
  });
});

describe('/login', () => {
  it('sends a signed-in person on to the saved destination, once', async () => {
    sessionStorage.setItem('redirectAfterLogin', '/locations?search=Pune');
    const router = renderAt('/login', signedIn());
    expect(await screen.findByText('Locations page')).toBeInTheDocument();
    expect(at(router)).toBe('/locations?search=Pune');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('sends a signed-in person home without a saved destination', async () => {
    const router = renderAt('/login', signedIn());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(at(router)).toBe('/');
  });

  it('shows the challenge in progress instead of the form', async () => {
    renderAt(
      '/login',
      fakeAuth({
        challenge: {
          kind: 'totp-code',
          username: 'asha@demo.example',
          rememberMe: false,
          expiresAt: Date.now() + 60_000,
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toHaveFocus();
    expect(screen.getByLabelText('Code from your authenticator app')).toBeInTheDocument();
  });
});

describe('unknown paths', () => {
  it('go home when signed in', async () => {
    const router = renderAt('/no/such/page', signedIn());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(at(router)).toBe('/');
  });

  it('go to /login when signed out, remembering nothing', async () => {
    const router = renderAt('/no/such/page?x=1', fakeAuth());
    await screen.findByRole('heading', { name: 'Welcome back!' });
    expect(at(router)).toBe('/login');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });
});
