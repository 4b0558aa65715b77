import { Box, Burger, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { ThemeToggle } from '@/components/theme-toggle';
import { Brand } from './brand';
import { ProfileMenu } from '@/features/profile';

/** What other features put in the header; the screens layer fills them (`screens/app-frame.tsx`). */
export interface HeaderParts {
  /** The search box in the middle. */
  search: ReactNode;
  /** Buttons before the theme toggle and the profile menu (the alerts bell). */
  tools: ReactNode;
}

interface AppHeaderProps extends HeaderParts {
  navOpened: boolean;
  onToggleNav: () => void;
}

/** The top bar, shown only to a signed-in person: branding, search, theme, profile. */
export function AppHeader({ navOpened, onToggleNav, search, tools }: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
        />
        <Brand />
      </Group>
      <Box style={{ flex: 1, maxWidth: 480 }} visibleFrom="xs">
        {search}
      </Box>
      <Group gap="sm" wrap="nowrap">
        {tools}
        <ThemeToggle />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
