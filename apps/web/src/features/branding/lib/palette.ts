import type { MantineColorsTuple } from '@mantine/core';
import { contrastRatio, toHex, toRgb, type Rgb } from '@/lib/contrast';

const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  from.map((channel, i) => channel + (to[i]! - channel) * amount) as Rgb;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

// Filled controls use shade 8 (app/theme.ts). A colour that already carries white text at WCAG AA
// (4.5:1) is worn as it is: it is shade 8, lighter shades mix it with white, shade 9 with black.
// A lighter colour is shade 6, and 7-9 mix it with black, so the filled shade is dark enough.
const DARK_ENOUGH = {
  towardsWhite: [0.92, 0.82, 0.7, 0.58, 0.46, 0.34, 0.22, 0.1],
  towardsBlack: [0.16],
};
const LIGHT = {
  towardsWhite: [0.9, 0.78, 0.62, 0.46, 0.3, 0.15],
  towardsBlack: [0.14, 0.28, 0.42],
};

/**
 * Ten shades, lightest to darkest, from one brand colour (six-digit hex), for Mantine's theme.
 * An invalid colour gives Mantine's blue, the default branding's colour.
 */
export function generatePalette(hex: string): MantineColorsTuple {
  const valid = /^#[0-9a-fA-F]{6}$/.test(hex) ? hex : '#228be6';
  const base = toRgb(valid);
  const { towardsWhite, towardsBlack } =
    contrastRatio(valid, '#ffffff') >= 4.5 ? DARK_ENOUGH : LIGHT;
  return [
    ...towardsWhite.map((amount) => toHex(mix(base, WHITE, amount))),
    toHex(base),
    ...towardsBlack.map((amount) => toHex(mix(base, BLACK, amount))),
  ] as unknown as MantineColorsTuple;
}
