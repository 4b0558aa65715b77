import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};
const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  from.map((channel, i) => channel + (to[i]! - channel) * amount) as Rgb;

// Shades 0-5 mix the colour with white, 7-9 with black; shade 6 is the colour itself, the
// shade Mantine uses for filled buttons in the light scheme.
const TOWARDS_WHITE = [0.9, 0.78, 0.62, 0.46, 0.3, 0.15];
const TOWARDS_BLACK = [0.14, 0.28, 0.42];

/**
 * Ten shades, lightest to darkest, from one brand colour (six-digit hex), for Mantine's theme.
 * An invalid colour gives Mantine's blue, the default branding's colour.
 */
export function generatePalette(hex: string): MantineColorsTuple {
  const base = /^#[0-9a-fA-F]{6}$/.test(hex) ? toRgb(hex) : toRgb('#228be6');
  return [
    ...TOWARDS_WHITE.map((amount) => toHex(mix(base, [255, 255, 255], amount))),
    toHex(base),
    ...TOWARDS_BLACK.map((amount) => toHex(mix(base, [0, 0, 0], amount))),
  ] as unknown as MantineColorsTuple;
}

/** Relative luminance (WCAG), for tests and contrast decisions. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
