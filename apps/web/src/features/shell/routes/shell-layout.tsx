import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

// Stub: the application frame issue replaces this with the sidebar and header.
export default function ShellLayout() {
  return (
    <Container size="xl" py="lg">
      <Outlet />
    </Container>
  );
}
