import { can } from '@fm/contracts';
import { Divider, Modal, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '@/features/auth';
import { useBranding } from '../context/branding-context';
import { BrandingForm } from './branding-form';
import { ThemeChoice } from './theme-choice';

/**
 * Settings: the theme for everyone; the organisation's branding, which admins edit and everyone
 * else sees named as managed by them.
 */
export function SettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const { companyName } = useBranding();
  const mayBrand = can(user?.role, 'branding:manage') && !!user?.organizationId;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Settings"
      size={mayBrand ? 'xl' : 'md'}
      centered
    >
      <Stack>
        <ThemeChoice />
        <Divider />
        <Title order={3} size="h5">
          Organisation branding
        </Title>
        {opened && mayBrand && user?.organizationId ? (
          <BrandingForm orgId={user.organizationId} onCancel={onClose} />
        ) : (
          <Text size="sm" c="dimmed">
            The branding of {companyName} is managed by your organisation's administrators.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
