import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useAuth } from '@/features/auth';
import { PageLoader, pageLoadingMessage, useNavigationProgress } from '@/features/loading';
import { AppHeader, type HeaderParts } from './app-header';
import { NotPermitted } from './not-permitted';
import { PageProgress } from './page-progress';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useSidebarCollapsed } from '../hooks/use-sidebar-collapsed';
import { forbiddenArea, visibleSections } from '../lib/navigation';

const SIDEBAR_WIDTH = { collapsed: 70, expanded: 260 } as const;

/**
 * The frame around most protected pages (spec section 2, "Shell"): header, collapsible sidebar
 * and the page. While a page's code loads, its loader message shows in its place; an address of
 * a group the role does not have shows 'Not permitted' instead of the page. The header's search
 * and tools come from other features, so the screens layer composes the frame (`app-frame.tsx`).
 */
export function ShellLayout({ search, tools }: HeaderParts) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const progress = useNavigationProgress();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [mobileOpened, mobile] = useDisclosure(false);

  const forbidden = forbiddenArea(pathname, user?.role);
  const target = navigation.location?.pathname;
  const switching = navigation.state === 'loading' && target !== undefined && target !== pathname;
  // On small screens the sidebar opens full width, with its labels.
  const narrow = collapsed && !mobileOpened;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="lg"
    >
      <SkipLink />
      <PageProgress snapshot={progress} />
      <AppShell.Header>
        <AppHeader
          navOpened={mobileOpened}
          onToggleNav={mobile.toggle}
          search={search}
          tools={tools}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Main navigation">
        <Sidebar
          sections={visibleSections(user?.role)}
          collapsed={narrow}
          onToggle={() => setCollapsed((value) => !value)}
          onNavigate={mobile.close}
        />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        {switching ? (
          <PageLoader message={pageLoadingMessage(target)} />
        ) : forbidden ? (
          <NotPermitted area={forbidden} />
        ) : (
          <Outlet />
        )}
      </AppShell.Main>
    </AppShell>
  );
}
