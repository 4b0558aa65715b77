import type { Permission } from '@fm/contracts';
import { can } from '@fm/contracts';
import {
  IconBug,
  IconChecklist,
  IconClipboardCheck,
  IconCpu,
  IconGlobe,
  IconLayoutDashboard,
  IconMap,
  IconMapPin,
  IconPackage,
  IconReportAnalytics,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';

export interface QuickLink {
  label: string;
  description: string;
  to: string;
  icon: Icon;
  permission?: Permission;
}

/** The landing page's ways in: the main areas, the two map views, and the gated groups. */
const quickLinks: QuickLink[] = [
  {
    label: 'Locations',
    description: 'Branches, addresses and status',
    to: '/locations',
    icon: IconMapPin,
  },
  {
    label: 'Attendance',
    description: 'Vendor staff attendance',
    to: '/attendance',
    icon: IconUserCheck,
  },
  {
    label: 'Material Management',
    description: 'Stock and consumables',
    to: '/material-management',
    icon: IconPackage,
  },
  {
    label: 'Pest Control',
    description: 'Services and schedules',
    to: '/pest-control',
    icon: IconBug,
  },
  { label: 'Devices', description: 'Sensors, readings and alerts', to: '/devices', icon: IconCpu },
  {
    label: 'Reports',
    description: 'Pest control, ESG and attendance',
    to: '/reports',
    icon: IconReportAnalytics,
  },
  { label: 'Map View', description: 'Every branch on a map', to: '/map', icon: IconMap },
  { label: 'Globe', description: 'The network at a glance', to: '/globe', icon: IconGlobe },
  {
    label: 'Admin Dashboard',
    description: 'Organisation settings and overview',
    to: '/admin/dashboard',
    icon: IconLayoutDashboard,
    permission: 'nav:administration',
  },
  {
    label: 'Approvals',
    description: 'Review staged locations',
    to: '/admin/approvals',
    icon: IconChecklist,
    permission: 'nav:administration',
  },
  {
    label: 'Vendor Attendance',
    description: 'Record your team’s attendance',
    to: '/vendor/attendance',
    icon: IconClipboardCheck,
    permission: 'nav:vendor',
  },
];

export const quickLinksFor = (role: string | null | undefined) =>
  quickLinks.filter((link) => !link.permission || can(role, link.permission));
