import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance } from '@/lib/contrast';
import { generatePalette } from './palette';

describe('generatePalette', () => {
  it.each(['#228be6', '#0b7285', '#e8590c', '#000000', '#ffffff', '#FA5252'])(
    'gives 10 hex shades of %s, lightest first, with the colour itself among them',
    (hex) => {
      const palette = generatePalette(hex);
      expect(palette).toHaveLength(10);
      for (const shade of palette) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
      expect(palette).toContain(hex.toLowerCase());
      for (let i = 1; i < 10; i += 1)
        expect(luminance(palette[i]!)).toBeLessThanOrEqual(luminance(palette[i - 1]!));
    },
  );

  it('wears a colour that carries white text at AA as the filled shade, and darkens a lighter one', () => {
    // #0b7285 with white text is 5.6:1: buttons wear it unchanged.
    expect(contrastRatio('#0b7285', '#ffffff')).toBeGreaterThan(4.5);
    expect(generatePalette('#0b7285')[8]).toBe('#0b7285');
    // #228be6 with white text is 3.6:1: shade 8 is darker, and white text on it passes.
    expect(generatePalette('#228be6')[6]).toBe('#228be6');
    expect(contrastRatio(generatePalette('#228be6')[8]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the hue: shades of a blue stay blue', () => {
    for (const shade of generatePalette('#228be6')) {
      const [r, , b] = [1, 3, 5].map((at) => Number.parseInt(shade.slice(at, at + 2), 16));
      expect(b).toBeGreaterThanOrEqual(r!);
    }
  });

  it('falls back to the default blue for something that is not a hex colour', () => {
    expect(generatePalette('red')).toEqual(generatePalette('#228be6'));
  });
});
