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
 * palette named 'brand'), secondary and accent colours are available by name. The base theme's
 * shade and contrast settings (app/theme.ts) apply to the brand palette as to any other, so
 * text on a light brand colour turns dark by itself.
 */
export function brandingTheme(
  base: MantineThemeOverride,
  branding: Branding,
): MantineThemeOverride {
  return mergeThemeOverrides(
    base,
    createTheme({
      primaryColor: 'brand',
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

/**
 * The base theme's variables (`base`), then the branding's own background and text colours per
 * colour scheme, where it sets them.
 */
export const brandingCssVariables =
  (branding: Branding, base?: CSSVariablesResolver): CSSVariablesResolver =>
  (theme) => {
    const below = base?.(theme) ?? { variables: {}, light: {}, dark: {} };
    return {
      variables: below.variables,
      light: { ...below.light, ...schemeVariables(branding.lightTheme) },
      dark: { ...below.dark, ...schemeVariables(branding.darkTheme) },
    };
  };
