import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import type { QuickLink } from '../lib/quick-links';

/** The landing page's ways in, as cards that are links. */
export function QuickLinkGrid({ links }: { links: QuickLink[] }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {links.map(({ label, description, to, icon: Icon }) => (
        <li key={to}>
          <Paper
            component={Link}
            to={to}
            withBorder
            radius="md"
            p="md"
            h="100%"
            style={{ display: 'block', textDecoration: 'none', color: 'inherit' }}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{label}</Text>
                <Text c="dimmed" size="sm">
                  {description}
                </Text>
              </div>
            </Group>
          </Paper>
        </li>
      ))}
    </SimpleGrid>
  );
}
