import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { darkenToContrast, isHexColor } from '@/lib/contrast';

/**
 * The console's base theme. The branding (features/branding) lays its colours over it: the
 * primary colour becomes the 'brand' palette, blue by default.
 *
 * Contrast (WCAG AA, 4.5:1) is settled here for every screen rather than per component:
 * - filled controls and links use shade 8 of the primary colour in both schemes (shade 6, the
 *   brand colour itself, gives white text only about 3.6:1);
 * - text on a filled colour is black or white, whichever contrasts more: 0.179 is the relative
 *   luminance at which both give the same ratio (about 4.58:1), so either choice passes, for the
 *   brand colour and for green or red buttons alike.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  // Every dialog's close button is named (Mantine's has an icon only).
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/**
 * Text colours per scheme, for every screen:
 * - `--mantine-color-dimmed`, the one variable behind `c="dimmed"` (secondary text): Mantine's
 *   greys reach about 3.3:1 on white and 4:1 on the dark body; gray-7 and dark-1 give about 8:1;
 * - `--mantine-color-error` (field errors): red-9 in light, red-5 in dark, both above 5:1;
 * - in light, each colour's `light-color` (the text of light badges, light and subtle buttons,
 *   shade 9 by default) darkened where shade 9 misses 4.5:1 on its own light background, as
 *   yellow, orange, green and teal do (a brand palette too).
 */
export const themeCssVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const [text, hoverBackground] = [shades?.[9], shades?.[2]];
    if (isHexColor(text) && isHexColor(hoverBackground))
      light[`--mantine-color-${name}-light-color`] = darkenToContrast(text, hoverBackground);
  }
  return {
    variables: {},
    light,
    dark: {
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-5)',
    },
  };
};
