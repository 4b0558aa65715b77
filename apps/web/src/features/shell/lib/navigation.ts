import { can, type Permission } from '@fm/contracts';
import {
  IconBug,
  IconBuildingStore,
  IconChecklist,
  IconClipboardCheck,
  IconHome,
  IconLayoutDashboard,
  IconMapPin,
  IconPackage,
  IconReportAnalytics,
  IconUserCheck,
  IconUsers,
  IconMapPins,
  type Icon,
} from '@tabler/icons-react';

interface NavItem {
  label: string;
  to: string;
  icon: Icon;
}

export interface NavSection {
  title: string;
  items: NavItem[];
  /** Who sees the group, from the permission matrix; no permission means every signed-in role. */
  permission?: Permission;
}

/** The sidebar (spec section 2, "Shell"): four groups; Administration and Vendor by permission. */
const navSections: NavSection[] = [
  {
    title: 'Main',
    items: [
      { label: 'Home', to: '/', icon: IconHome },
      { label: 'Locations', to: '/locations', icon: IconMapPin },
      { label: 'Attendance', to: '/attendance', icon: IconUserCheck },
      { label: 'Material Management', to: '/material-management', icon: IconPackage },
      { label: 'Pest Control', to: '/pest-control', icon: IconBug },
    ],
  },
  {
    title: 'Analytics',
    items: [{ label: 'Reports', to: '/reports', icon: IconReportAnalytics }],
  },
  {
    title: 'Administration',
    permission: 'nav:administration',
    items: [
      { label: 'Admin Dashboard', to: '/admin/dashboard', icon: IconLayoutDashboard },
      { label: 'Locations', to: '/admin/locations', icon: IconMapPins },
      { label: 'Approvals', to: '/admin/approvals', icon: IconChecklist },
      { label: 'Users', to: '/admin/users', icon: IconUsers },
    ],
  },
  {
    title: 'Vendor',
    permission: 'nav:vendor',
    items: [
      { label: 'Attendance', to: '/vendor/attendance', icon: IconClipboardCheck },
      { label: 'Pest Control', to: '/vendor/pest-control', icon: IconBuildingStore },
    ],
  },
];

/** The groups a role sees, decided by the permission matrix only. */
export function visibleSections(role: string | null | undefined): NavSection[] {
  return navSections.filter((section) => !section.permission || can(role, section.permission));
}

/** Areas of the route table that belong to a permission-gated group. */
const gatedAreas: { prefix: string; permission: Permission; area: string }[] = [
  { prefix: '/admin', permission: 'nav:administration', area: 'Administration' },
  { prefix: '/vendor', permission: 'nav:vendor', area: 'Vendor' },
];

/**
 * The area a role may not open at this path (its name), or null when it may. A person who types
 * an /admin or /vendor address their role does not see in the sidebar is told so in the frame.
 */
export function forbiddenArea(pathname: string, role: string | null | undefined): string | null {
  const gated = gatedAreas.find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return gated && !can(role, gated.permission) ? gated.area : null;
}

/** Whether a sidebar entry is the current page: Home only on '/', others on their subtree. */
export function isActivePath(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
