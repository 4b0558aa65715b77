import { describe, expect, it } from 'vitest';
import { clusterDiameter, clusterRadiusExpression, formatClusterCount } from './cluster-label';

describe('cluster labels', () => {
  it('shortens large counts', () => {
    expect(formatClusterCount(7)).toBe('7');
    expect(formatClusterCount(999)).toBe('999');
    expect(formatClusterCount(1000)).toBe('1k');
    expect(formatClusterCount(1299)).toBe('1.2k');
    expect(formatClusterCount(10_000)).toBe('10k');
  });

  it('sizes the HTML label like the circle layer', () => {
    expect(clusterRadiusExpression()).toEqual([
      'step',
      ['get', 'point_count'],
      14,
      10,
      18,
      100,
      23,
      1000,
      28,
      5000,
      34,
    ]);
    expect(clusterDiameter(2)).toBe(28);
    expect(clusterDiameter(10)).toBe(36);
    expect(clusterDiameter(4999)).toBe(56);
    expect(clusterDiameter(10_000)).toBe(68);
  });
});
