import { loaderMessages } from '@/lib/messages';

/** The page-data loader messages of the route table (spec section 2). */
const pageMessages: { prefix: string; message: string }[] = [
  { prefix: '/locations', message: loaderMessages.locations },
  { prefix: '/attendance', message: loaderMessages.attendance },
  { prefix: '/devices', message: loaderMessages.devices },
];

const DEFAULT_PAGE_MESSAGE = 'Loading...';

/** The loader message for a path: its own for locations, attendance and devices, else generic. */
export function pageLoadingMessage(pathname: string): string {
  return (
    pageMessages.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))
      ?.message ?? DEFAULT_PAGE_MESSAGE
  );
}
