import { Progress } from '@mantine/core';
import type { LoadingSnapshot } from '@/features/loading';

/** A thin bar along the top of the frame while a page or its data is on its way. */
export function PageProgress({ snapshot }: { snapshot: LoadingSnapshot }) {
  if (!snapshot.visible) return null;
  return (
    <Progress
      value={Math.max(snapshot.percent, 10)}
      size={3}
      radius={0}
      animated
      aria-label={snapshot.message ?? 'Loading'}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
