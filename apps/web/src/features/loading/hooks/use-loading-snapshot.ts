import { useSyncExternalStore } from 'react';
import type { LoadingSnapshot, LoadingTracker } from '../lib/loading-tracker';

/** The tracker's published (debounced) state, re-rendering when it changes. */
export function useLoadingSnapshot(tracker: LoadingTracker): LoadingSnapshot {
  return useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, tracker.getSnapshot);
}
