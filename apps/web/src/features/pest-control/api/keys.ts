/** Query keys: everything under `pest-control`, so one invalidation refreshes every view. */
export const pestControlKeys = {
  all: ['pest-control'] as const,
  records: (query: object) => ['pest-control', 'records', query] as const,
  schedules: (query: object) => ['pest-control', 'schedules', query] as const,
  status: (query: object) => ['pest-control', 'status', query] as const,
  location: (locationId: number, date?: string) =>
    ['pest-control', 'location', locationId, date ?? 'latest'] as const,
};

/** A query string as `apiRequest` takes it. */
export type Query = Record<string, string | number | boolean | null | undefined>;
