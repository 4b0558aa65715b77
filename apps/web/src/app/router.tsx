import { Container } from '@mantine/core';
import { createBrowserRouter, Outlet } from 'react-router';
import { LoginPage, RequireAuth, UnknownPathRedirect } from '@/features/auth';
import { SignedInHome } from './signed-in-home';

function Frame() {
  return (
    <Container size="xl" py="lg">
      <Outlet />
    </Container>
  );
}

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  {
    // Everything but /login needs a signed-in person; the app frame wraps these routes.
    element: <RequireAuth />,
    children: [
      {
        element: <Frame />,
        children: [
          { path: '/', element: <SignedInHome /> },
          {
            path: '/locations',
            lazy: async () => ({
              Component: (await import('@/features/locations/routes/locations-page')).default,
            }),
          },
        ],
      },
    ],
  },
  { path: '*', element: <UnknownPathRedirect /> },
]);
