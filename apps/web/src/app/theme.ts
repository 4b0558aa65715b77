import { createTheme } from '@mantine/core';

/**
 * The console's base theme. The branding (features/branding) lays its colours over it: the
 * primary colour becomes the 'brand' palette, blue by default.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
