import {
  ActionIcon,
  Box,
  Divider,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { isActivePath, type NavSection } from '../lib/navigation';
import { SystemStatus } from './system-status';

const APP_VERSION = 'v1.1.0';

interface SidebarProps {
  sections: NavSection[];
  collapsed: boolean;
  onToggle: () => void;
  /** Called after an entry is chosen (closes the sidebar on small screens). */
  onNavigate?: () => void;
}

/**
 * The sidebar (spec section 2, "Shell"): its groups, the current entry marked, a collapse
 * toggle; collapsed, entries show their icon and their label as a tooltip.
 */
export function Sidebar({ sections, collapsed, onToggle, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <Stack h="100%" gap={0} justify="space-between">
      <Box
        px={collapsed ? 0 : 'xs'}
        pt="xs"
        style={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end' }}
      >
        <Tooltip label={toggleLabel} position="right" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            aria-controls="app-sidebar-nav"
            onClick={onToggle}
            visibleFrom="sm"
          >
            {collapsed ? (
              <IconLayoutSidebarLeftExpand size={20} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
      </Box>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <div id="app-sidebar-nav">
          {sections.map((section) => {
            const headingId = `nav-section-${section.title.toLowerCase()}`;
            return (
              <Box key={section.title} role="group" aria-labelledby={headingId} mb="sm" px="xs">
                {collapsed ? (
                  <>
                    <VisuallyHidden id={headingId}>{section.title}</VisuallyHidden>
                    <Divider my={6} aria-hidden />
                  </>
                ) : (
                  <Text c="dimmed" id={headingId} size="xs" fw={700} tt="uppercase" px="sm" py={4}>
                    {section.title}
                  </Text>
                )}
                {section.items.map((item) => {
                  const active = isActivePath(item.to, pathname);
                  const Icon = item.icon;
                  return (
                    <Tooltip
                      key={item.to}
                      label={item.label}
                      position="right"
                      withArrow
                      disabled={!collapsed}
                    >
                      <NavLink
                        component={Link}
                        to={item.to}
                        onClick={onNavigate}
                        active={active}
                        aria-current={active ? 'page' : undefined}
                        aria-label={collapsed ? item.label : undefined}
                        label={collapsed ? null : item.label}
                        leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                        styles={
                          collapsed
                            ? {
                                root: { justifyContent: 'center' },
                                section: { marginInlineEnd: 0 },
                              }
                            : undefined
                        }
                        style={{ borderRadius: 'var(--mantine-radius-md)' }}
                      />
                    </Tooltip>
                  );
                })}
              </Box>
            );
          })}
        </div>
      </ScrollArea>
      <Stack gap="xs" p="xs" align={collapsed ? 'center' : 'stretch'}>
        <SystemStatus collapsed={collapsed} />
        <Text c="dimmed" size="xs" ta="center">
          {APP_VERSION}
        </Text>
      </Stack>
    </Stack>
  );
}
