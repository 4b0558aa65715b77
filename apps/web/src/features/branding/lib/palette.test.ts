import { describe, expect, it } from 'vitest';
import { luminance } from '@/lib/contrast';
import { generatePalette } from './palette';

describe('generatePalette', () => {
  it.each(['#228be6', '#0b7285', '#e8590c', '#000000', '#ffffff', '#FA5252'])(
    'gives 10 hex shades of %s, lightest first, with the colour itself as shade 6',
    (hex) => {
      const palette = generatePalette(hex);
      expect(palette).toHaveLength(10);
      for (const shade of palette) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
      expect(palette[6]).toBe(hex.toLowerCase());
      for (let i = 1; i < 10; i += 1)
        expect(luminance(palette[i]!)).toBeLessThanOrEqual(luminance(palette[i - 1]!));
    },
  );

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
