import { Box, Burger, Group } from '@mantine/core';
import { ThemeToggle } from '@/components/theme-toggle';
import { AlertsBell } from '@/features/devices';
import { HeaderSearch } from '@/features/search';
import { Brand } from './brand';
import { ProfileMenu } from './profile-menu';

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

/** The top bar, shown only to a signed-in person: branding, search, theme, profile. */
export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
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
        <HeaderSearch />
      </Box>
      <Group gap="sm" wrap="nowrap">
        <AlertsBell />
        <ThemeToggle />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
