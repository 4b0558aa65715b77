import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeToggle } from '@/components/theme-toggle';

interface MapToolbarProps {
  title: string;
  subtitle?: string;
  /** The other view (the globe from the map, the map from the globe). */
  other: { to: string; label: string };
  children?: ReactNode;
}

/** The bar over a full-window map: the way back, the title, and the screen's own controls. */
export function MapToolbar({ title, subtitle, other, children }: MapToolbarProps) {
  return (
    <Paper component="header" shadow="sm" px="sm" py={6} withBorder>
      <Group gap="md" wrap="wrap">
        <Group gap="sm" component="nav" aria-label="Leave the map">
          <Anchor component={Link} to="/" size="sm">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} aria-hidden />
              Home
            </Group>
          </Anchor>
          <Anchor component={Link} to="/locations" size="sm">
            Locations
          </Anchor>
          <Anchor component={Link} to={other.to} size="sm">
            {other.label}
          </Anchor>
        </Group>
        <div>
          <Title order={1} size="h4" lh={1.2}>
            {title}
          </Title>
          {subtitle && (
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          )}
        </div>
        <Group gap="xs">
          {children}
          <ThemeToggle />
        </Group>
      </Group>
    </Paper>
  );
}
