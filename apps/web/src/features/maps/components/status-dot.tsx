import { Box } from '@mantine/core';
import { statusColor, type MapColorScheme } from '../lib/status-colors';

/** The pin's colour for a status, as a small dot beside its label. */
export function StatusDot({ status, scheme }: { status: string; scheme: MapColorScheme }) {
  return (
    <Box
      component="span"
      aria-hidden
      display="inline-block"
      w={12}
      h={12}
      style={{ borderRadius: '50%', background: statusColor(status, scheme), flex: 'none' }}
    />
  );
}
