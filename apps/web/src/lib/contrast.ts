/*
 * WCAG 2 contrast, for the theme's colour choices (app/theme.ts) and the branding's palette.
 * Colours are six-digit hex.
 */

export type Rgb = [number, number, number];

export const toRgb = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

export const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

/** Relative luminance (WCAG 2). */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, mixed with black in small steps until it reaches `min`:1 on `background`. */
export function darkenToContrast(color: string, background: string, min = 4.5): string {
  let rgb = toRgb(color);
  let hex = color;
  for (let step = 0; step < 20 && contrastRatio(hex, background) < min; step += 1) {
    rgb = rgb.map((channel) => channel * 0.92) as Rgb;
    hex = toHex(rgb);
  }
  return hex;
}
