import type { MantineColorsTuple } from '@mantine/core';
import { toHex, toRgb, type Rgb } from '@/lib/contrast';

const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  from.map((channel, i) => channel + (to[i]! - channel) * amount) as Rgb;

// Shades 0-5 mix the colour with white, 7-9 with black; shade 6 is the colour itself. Filled
// controls use shade 8 (app/theme.ts), dark enough for white text on most brand colours.
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
