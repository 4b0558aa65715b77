import type { ListAlertsQueryInput, ListDevicesQuery } from '@fm/contracts';

/** Query keys of the devices (lists and readings) and of their alerts (lists and the bell). */
export const deviceKeys = {
  all: ['devices'] as const,
  list: (query: Partial<ListDevicesQuery>) => [...deviceKeys.all, 'list', query] as const,
  readings: (id: string, range: string) => [...deviceKeys.all, 'readings', id, range] as const,
};

export const alertKeys = {
  all: ['alerts'] as const,
  list: (query: ListAlertsQueryInput) => [...alertKeys.all, 'list', query] as const,
};
