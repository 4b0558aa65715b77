/** The page-data loader messages of the route table (spec section 2). */
const pageMessages: { prefix: string; message: string }[] = [
  { prefix: '/locations', message: 'Loading locations...' },
  { prefix: '/attendance', message: 'Loading attendance data...' },
  { prefix: '/devices', message: 'Loading devices...' },
];

export const DEFAULT_PAGE_MESSAGE = 'Loading...';

/** The loader message for a path: its own for locations, attendance and devices, else generic. */
export function pageLoadingMessage(pathname: string): string {
  return (
    pageMessages.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))
      ?.message ?? DEFAULT_PAGE_MESSAGE
  );
}
