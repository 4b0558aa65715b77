import type { Branding } from '@fm/contracts';
import { Anchor, Badge, Box, Button, Group, Image, Paper, Text } from '@mantine/core';
import { isHexColor, isSafeImageSource, LOGO_DATA_MAX } from '@fm/contracts';

const safe = (value: string | null, fallback: string) =>
  value && isHexColor(value) ? value : fallback;

/**
 * How the header, a primary action and the footer would look with the draft branding. A logo
 * address the contract refuses (http:, half typed) is not loaded: the form says why, and the
 * page never asks for what its Content-Security-Policy would block.
 */
export function BrandingPreview({ draft }: { draft: Branding }) {
  const primary = safe(draft.primaryColor, '#228be6');
  const logo =
    draft.logoUrl && isSafeImageSource(draft.logoUrl, LOGO_DATA_MAX) ? draft.logoUrl : null;
  return (
    <Paper
      withBorder
      radius="md"
      p={0}
      aria-label="Branding preview"
      role="figure"
      style={{ overflow: 'hidden' }}
    >
      <Group
        px="md"
        py="xs"
        justify="space-between"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap="xs">
          {logo && <Image src={logo} alt="" h={24} w="auto" fit="contain" />}
          <Text fw={700}>{draft.organizationName || 'Organisation name'}</Text>
        </Group>
        <Badge color={safe(draft.accentColor, '#15aabf')} variant="filled" autoContrast>
          Accent
        </Badge>
      </Group>
      <Box px="md" py="sm">
        <Text size="sm" mb="xs">
          {draft.metadata.title || 'Browser title'}
        </Text>
        <Group gap="xs">
          <Button size="xs" color={primary} autoContrast>
            Primary action
          </Button>
          <Button size="xs" variant="outline" color={safe(draft.secondaryColor, '#495057')}>
            Secondary
          </Button>
        </Group>
      </Box>
      {(draft.footerText || draft.supportEmail) && (
        <Group px="md" py={6} gap="md" bg="var(--mantine-color-default-hover)">
          {draft.footerText && <Text size="xs">{draft.footerText}</Text>}
          {draft.supportEmail && (
            <Anchor size="xs" href={`mailto:${draft.supportEmail}`}>
              {draft.supportEmail}
            </Anchor>
          )}
        </Group>
      )}
    </Paper>
  );
}
