import { createBrowserRouter, type RouteObject } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { LoginPage, RequireAuth, UnknownPathRedirect } from '@/features/auth';
import { StartupLayout } from './startup-layout';

/** A route whose screen is a lazily loaded module with a default-exported component. */
function page(path: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

/** A route whose screen has not been built yet: its title and a short note. */
function placeholder(path: string, title: string, note?: string): RouteObject {
  return { path, element: <PlaceholderPage title={title} note={note} /> };
}

/** The spec's route table (section 2). Everything but /login needs a signed-in person. */
const appRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  {
    element: <RequireAuth />,
    children: [
      // Without the shell.
      page('/', () => import('@/features/dashboard/routes/dashboard-page')),
      page('/map', () => import('@/screens/map-page')),
      page('/globe', () => import('@/screens/globe-page')),
      {
        // Inside the shell: sidebar, header, page loaders.
        lazy: async () => ({
          Component: (await import('@/screens/app-frame')).default,
        }),
        children: [
          page('/locations', () => import('@/features/locations/routes/locations-page')),
          page('/locations/:locationId', () => import('@/screens/location-dashboard-page')),
          page(
            '/locations/:locationId/pest-control/:date',
            () => import('@/features/pest-control/routes/pest-control-detail-page'),
          ),
          page('/attendance', () => import('@/features/workforce/routes/attendance-register-page')),
          placeholder('/material-management', 'Material Management'),
          page('/pest-control', () => import('@/features/pest-control/routes/pest-control-page')),
          page('/devices', () => import('@/features/devices/routes/devices-page')),
          page(
            '/devices/activation',
            () => import('@/features/devices/routes/device-activation-page'),
          ),
          page('/reports', () => import('@/features/reports/routes/reports-page')),
          page(
            '/reports/attendance/monthly',
            () => import('@/features/workforce/routes/monthly-report-page'),
          ),
          page(
            '/reports/pest-control/scheduled-services',
            () => import('@/features/pest-control/routes/scheduled-services-report-page'),
          ),
          page(
            '/reports/esg/consumption',
            () => import('@/features/esg/routes/consumption-report-page'),
          ),
          placeholder('/admin/dashboard', 'Admin Dashboard'),
          page(
            '/admin/attendance-emails',
            () => import('@/features/workforce/routes/attendance-emails-page'),
          ),
          page('/admin/locations', () => import('@/screens/admin-locations-page')),
          page('/admin/approvals', () => import('@/features/staging/routes/approvals-page')),
          placeholder('/admin/users', 'Users', 'Admin Users Page - Coming Soon'),
          page(
            '/vendor/attendance',
            () => import('@/features/workforce/routes/vendor-attendance-page'),
          ),
          page(
            '/vendor/pest-control',
            () => import('@/features/pest-control/routes/vendor-pest-control-page'),
          ),
        ],
      },
    ],
  },
  { path: '*', element: <UnknownPathRedirect /> },
];

/**
 * Every route sits under the start-up layout, which keeps the initial-load overlay over the
 * page; it is also the fallback while the first screen's code loads, so that wait is covered
 * too rather than blank.
 */
const routes: RouteObject[] = [
  { Component: StartupLayout, HydrateFallback: StartupLayout, children: appRoutes },
];

export const router = createBrowserRouter(routes);
