import type { Branding } from '@fm/contracts';
import {
  createTheme,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import { generatePalette } from './palette';

/**
 * The theme the branding asks for: its primary colour drives every primary control (a 10-shade
 * palette named 'brand'), secondary and accent colours are available by name, and text on a
 * light brand colour turns dark by itself (autoContrast).
 */
export function brandingTheme(
  base: MantineThemeOverride,
  branding: Branding,
): MantineThemeOverride {
  return mergeThemeOverrides(
    base,
    createTheme({
      primaryColor: 'brand',
      autoContrast: true,
      colors: {
        brand: generatePalette(branding.primaryColor),
        secondary: generatePalette(branding.secondaryColor),
        accent: generatePalette(branding.accentColor),
      },
    }),
  );
}

const schemeVariables = ({ background, text }: Branding['lightTheme']) => ({
  ...(background ? { '--mantine-color-body': background } : {}),
  ...(text ? { '--mantine-color-text': text } : {}),
});

/** The branding's own background and text colours per colour scheme, where it sets them. */
export const brandingCssVariables =
  (branding: Branding): CSSVariablesResolver =>
  () => ({
    variables: {},
    light: schemeVariables(branding.lightTheme),
    dark: schemeVariables(branding.darkTheme),
  });
