import { ActionIcon, Stack } from '@mantine/core';
import { IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SidebarEntries, type SidebarEntriesProps } from './sidebar-entries';
import classes from './sidebar.module.css';
// The shell's words (menus, header) load with it, not with the sign-in page.
import '../../lib/i18n/shell';

// Icons with tooltips and group menus: wide screens only, never the phone's first screen.
const SidebarCollapsedEntries = lazy(() =>
  import('./sidebar-collapsed-entries').then((module) => ({ default: module.SidebarCollapsedEntries })),
);

type SidebarProps = SidebarEntriesProps & {
  collapsed: boolean;
  /** Shown on tablets and desktops; phones open and close the drawer from the header. */
  showCollapseToggle: boolean;
  onToggleCollapsed: () => void;
};

/** The menu: labelled links when expanded, icons with tooltips when collapsed. */
export function Sidebar({ collapsed, showCollapseToggle, onToggleCollapsed, ...entries }: SidebarProps) {
  const { t } = useTranslation();
  const collapseLabel = collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar');

  return (
    <Stack gap={0} h="100%">
      <div className={classes.scroll}>
        <Stack gap={4} p="xs">
          {collapsed ? (
            <Suspense fallback={null}>
              <SidebarCollapsedEntries {...entries} />
            </Suspense>
          ) : (
            <SidebarEntries {...entries} />
          )}
        </Stack>
      </div>
      {showCollapseToggle && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xl"
          m="xs"
          className={classes.collapseToggle}
          aria-label={collapseLabel}
          aria-expanded={!collapsed}
          onClick={onToggleCollapsed}
        >
          {collapsed ? <IconChevronsRight /> : <IconChevronsLeft />}
        </ActionIcon>
      )}
    </Stack>
  );
}
