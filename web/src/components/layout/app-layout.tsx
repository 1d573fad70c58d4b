import { Anchor, AppShell, Burger, Group, Text, Title } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/auth';
import { LoadingArea } from '../loading-area';
import { AccountMenu } from './account-menu';
import type { NavItem } from './nav-items';
import { Sidebar } from './sidebar';
import { useScreenTitle } from './use-screen-title';
import { useSidebar } from './use-sidebar';
import classes from './app-layout.module.css';

// The shell's words (menus, header) load with it, not with the sign-in page.
import '../../lib/i18n/shell';

// Only admins can have the demo fleet removed: its banner (and the schemas it reads) load for them
// only, asked for with the first screen's files (app/warm-up-landing-screen.ts).
const DemoDataBanner = lazy(() => import('./demo-data-banner').then((module) => ({ default: module.DemoDataBanner })));

type AppLayoutProps = {
  navItems: NavItem[];
  userName: string;
  onSignOut: () => void;
  /** The header's messages menu: a feature's (dashboard), so the app passes it in. */
  messagesMenu: ReactNode;
  children: ReactNode;
};

/** Spec section 9. */
const expandedWidth = '15rem';
const collapsedWidth = 100;
const mainContentId = 'main-content';

/** The signed-in screens' frame: header, collapsible sidebar (a drawer on phones), content and footer. */
export function AppLayout({ navItems, userName, onSignOut, messagesMenu, children }: AppLayoutProps) {
  const isAdmin = useCurrentUser()?.role === 'admin';
  const { t } = useTranslation();
  const sidebar = useSidebar();
  useScreenTitle(navItems);

  return (
    <AppShell
      header={{ height: 60 }}
      footer={{ height: 40 }}
      navbar={{
        width: sidebar.collapsed ? collapsedWidth : expandedWidth,
        breakpoint: '40em',
        collapsed: { mobile: !sidebar.drawerOpened },
      }}
      padding="md"
    >
      <Anchor href={`#${mainContentId}`} className={classes.skipLink}>
        {t('shell.skipToContent')}
      </Anchor>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {sidebar.isPhone && (
              <Burger
                // 24 px of lines in a 48 px button: a gloved finger's target.
                size="md"
                w={48}
                h={48}
                opened={sidebar.drawerOpened}
                onClick={sidebar.toggleDrawer}
                aria-expanded={sidebar.drawerOpened}
                aria-label={sidebar.drawerOpened ? t('shell.closeNavigation') : t('shell.openNavigation')}
              />
            )}
            <IconTruck size={28} stroke={1.6} color="var(--mantine-color-blue-filled)" aria-hidden />
            <Title order={2} size="h4">
              {t('app.name')}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {messagesMenu}
            <AccountMenu userName={userName} onSignOut={onSignOut} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('shell.mainNavigation')}>
        <Sidebar
          items={navItems}
          collapsed={sidebar.collapsed}
          showCollapseToggle={!sidebar.isPhone}
          onToggleCollapsed={sidebar.toggleCollapsed}
          onNavigate={sidebar.closeDrawer}
          onSignOut={onSignOut}
        />
      </AppShell.Navbar>
      <AppShell.Main id={mainContentId} tabIndex={-1} className={classes.main}>
        {/*
          The banner and the screen draw together: a banner that came after the screen pushed it
          down (Home's layout shift, 0.061). Its status is asked for before the app draws.
        */}
        <Suspense fallback={<LoadingArea minHeight="50vh" />}>
          {isAdmin && <DemoDataBanner />}
          {children}
        </Suspense>
      </AppShell.Main>
      <AppShell.Footer>
        <Group h="100%" px="md">
          <Text size="sm" c="dimmed">
            {t('shell.footer', { year: new Date().getFullYear() })}
          </Text>
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
