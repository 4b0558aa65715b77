/**
 * Cluster circle radius (px) from a count upward: [from count, radius]. One table for the
 * WebGL circle layer and for the HTML count drawn over it.
 */
const clusterRadiusSteps: readonly (readonly [number, number])[] = [
  [0, 14],
  [10, 18],
  [100, 23],
  [1000, 28],
  [5000, 34],
];

/** A MapLibre `step` expression over `point_count` built from `clusterRadiusSteps`. */
export function clusterRadiusExpression() {
  const [[, first], ...rest] = clusterRadiusSteps as [
    readonly [number, number],
    ...(readonly [number, number])[],
  ];
  return ['step', ['get', 'point_count'], first, ...rest.flat()];
}

/** The cluster circle's diameter in pixels for `count` locations. */
export function clusterDiameter(count: number): number {
  let radius = clusterRadiusSteps[0]![1];
  for (const [from, r] of clusterRadiusSteps) if (count >= from) radius = r;
  return radius * 2;
}

/** 7 -> '7', 1234 -> '1.2k', 10000 -> '10k': short enough for the smallest circle. */
export function formatClusterCount(count: number): string {
  if (count < 1000) return String(count);
  const thousands = count / 1000;
  return `${thousands < 10 ? Math.floor(thousands * 10) / 10 : Math.floor(thousands)}k`;
}
