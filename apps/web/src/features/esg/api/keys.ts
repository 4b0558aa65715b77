/** Query keys: everything under `esg`, so one invalidation refreshes every view. */
export const esgKeys = {
  all: ['esg'] as const,
  report: (query: object) => ['esg', 'report', query] as const,
};
