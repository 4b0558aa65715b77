/** Query keys: everything under `staged-locations`, so one invalidation refreshes every view. */
export const stagedLocationKeys = {
  all: ['staged-locations'] as const,
  list: () => [...stagedLocationKeys.all, 'list'] as const,
  nextNumber: () => [...stagedLocationKeys.all, 'next-number'] as const,
};
