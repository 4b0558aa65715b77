import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ThemeToggle } from '@/components/theme-toggle';
import { LogoutButton, useAuth } from '@/features/auth';
import { useBranding } from '@/features/branding';
import { ProfileMenu } from '@/features/profile';
import { HeadlineCounts } from '../components/headline-counts';
import { QuickLinkGrid } from '../components/quick-link-grid';
import { greetingFor, roleLabel } from '../lib/greeting';
import { quickLinksFor } from '../lib/quick-links';

/**
 * '/', the landing page without the shell (spec section 2; its contents are not shown there):
 * a greeting with the person's role, the organisation's headline figures, and the ways in.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  const { companyName } = useBranding();
  const firstName = user?.name.split(' ')[0] ?? '';
  return (
    <>
      <header>
        <Group justify="space-between" px="lg" py="sm" wrap="nowrap">
          <Text fw={700} size="lg">
            {companyName}
          </Text>
          <Group gap="sm" wrap="nowrap">
            <ThemeToggle />
            <ProfileMenu />
            <LogoutButton visibleFrom="xs" />
          </Group>
        </Group>
      </header>
      <Container size="lg" component="main" py="lg">
        <Stack gap="xl">
          <Stack gap={6}>
            <Title order={1}>
              {greetingFor(new Date())}
              {firstName ? `, ${firstName}` : ''}
            </Title>
            <Group gap="xs">
              <Text>
                Signed in as <strong>{user?.name}</strong>
              </Text>
              <Badge variant="light" aria-label={`Role: ${user?.role}`}>
                {roleLabel(user?.role ?? '')}
              </Badge>
            </Group>
          </Stack>
          <section aria-labelledby="dashboard-figures">
            <Title order={2} size="h4" id="dashboard-figures" mb="sm">
              Your network
            </Title>
            <HeadlineCounts />
          </section>
          <section aria-labelledby="dashboard-areas">
            <Title order={2} size="h4" id="dashboard-areas" mb="xs">
              Where to next
            </Title>
            <Text c="dimmed" size="sm" mb="sm">
              Open an area of the console.
            </Text>
            <QuickLinkGrid links={quickLinksFor(user?.role)} />
          </section>
        </Stack>
      </Container>
    </>
  );
}
