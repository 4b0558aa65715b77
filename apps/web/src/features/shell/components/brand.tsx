import { Anchor, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBranding } from '@/features/branding';

/** The organisation's logo, else its name (white-label branding), linking home. */
export function Brand() {
  const { companyName, logoUrl } = useBranding();
  return (
    <Anchor
      component={Link}
      to="/"
      underline="never"
      c="inherit"
      aria-label={logoUrl ? `${companyName} home` : undefined}
      style={{ display: 'flex', alignItems: 'center' }}
    >
      {logoUrl ? (
        <Image src={logoUrl} alt="" h={32} w="auto" fit="contain" />
      ) : (
        <Text fw={700} size="lg" truncate maw={220}>
          {companyName}
        </Text>
      )}
    </Anchor>
  );
}
