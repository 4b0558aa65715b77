import { AlertsBell } from '@/features/devices';
import { HeaderSearch } from '@/features/search';
import { ShellLayout } from '@/features/shell';
import { useLiveEvents } from '@/lib/live-events';
import { liveEventMaps } from './live-event-maps';

/**
 * The frame around most protected pages: the shell with the header's search and alerts bell,
 * and the one live event stream for every screen inside it (lists update without reloads).
 */
export default function AppFrame() {
  useLiveEvents(liveEventMaps);
  return <ShellLayout search={<HeaderSearch />} tools={<AlertsBell />} />;
}
