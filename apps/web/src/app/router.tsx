import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { createBrowserRouter, Link, Navigate, Outlet } from 'react-router';

function Frame() {
  return (
    <Container size="xl" py="lg">
      <Outlet />
    </Container>
  );
}

function Home() {
  return (
    <Stack>
      <Title order={2}>Console</Title>
      <Text>
        <Anchor component={Link} to="/locations">
          Locations
        </Anchor>
      </Text>
    </Stack>
  );
}

export const router = createBrowserRouter([
  {
    element: <Frame />,
    children: [
      { path: '/', element: <Home /> },
      {
        path: '/locations',
        lazy: async () => ({
          Component: (await import('@/features/locations/routes/locations-page')).default,
        }),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
