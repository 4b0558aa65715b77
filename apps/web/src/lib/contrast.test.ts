import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenToContrast, luminance } from './contrast';

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 1);
  });

  it('darkens a colour just enough to read on its background', () => {
    // Mantine's yellow-9 on yellow-2 reaches only about 2.6:1.
    const text = darkenToContrast('#e67700', '#ffec99');
    expect(contrastRatio(text, '#ffec99')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, '#ffec99')).toBeLessThan(5.5);
    expect(darkenToContrast('#1864ab', '#d0ebff')).toBe('#1864ab');
  });
});
