import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth, useLogout } from '@/features/auth';
import { SettingsDialog } from '@/features/branding';
import { ProfileSettingsDialog } from './profile-settings-dialog';

/** The first letter of a name for the avatar, '?' when there is none. */
const initialOf = (name: string | undefined) => name?.trim().charAt(0).toUpperCase() || '?';

/**
 * The profile button (avatar or initial, and the name) with Profile, Settings and Log Out
 * (spec sections 1 and 2). Logging out reads 'Logging out...' and is disabled while it runs.
 */
export function ProfileMenu() {
  const { user } = useAuth();
  const { logout, isLoggingOut, label: logoutLabel } = useLogout();
  const [dialog, setDialog] = useState<'profile' | 'settings' | null>(null);
  const close = () => setDialog(null);

  return (
    <>
      <Menu position="bottom-end" width={220} withArrow shadow="md">
        <Menu.Target>
          <UnstyledButton
            aria-haspopup="menu"
            style={{ borderRadius: 'var(--mantine-radius-md)', padding: '4px 8px' }}
          >
            <Group gap="xs" wrap="nowrap">
              <Avatar
                src={user?.avatar ?? undefined}
                alt=""
                aria-hidden
                radius="xl"
                size={32}
                color="blue"
              >
                {initialOf(user?.name)}
              </Avatar>
              <Text size="sm" fw={500} truncate maw={160}>
                {user?.name}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user?.email}</Menu.Label>
          <Menu.Item
            leftSection={<IconUser size={16} aria-hidden />}
            onClick={() => setDialog('profile')}
          >
            Profile
          </Menu.Item>
          <Menu.Item
            leftSection={<IconSettings size={16} aria-hidden />}
            onClick={() => setDialog('settings')}
          >
            Settings
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            disabled={isLoggingOut}
            closeMenuOnClick={false}
            onClick={() => void logout()}
          >
            {logoutLabel}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ProfileSettingsDialog opened={dialog === 'profile'} onClose={close} />
      <SettingsDialog opened={dialog === 'settings'} onClose={close} />
    </>
  );
}
