import { ActionIcon, Menu, NavLink, ScrollArea, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronsLeft, IconChevronsRight, IconLogout, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  isActiveLink,
  isNavGroup,
  type NavGroupItem,
  type NavItem,
  type NavLinkItem,
  type NavSubLinkItem,
} from './nav-items';
import classes from './sidebar.module.css';
// The shell's words (menus, header) load with it, not with the sign-in page.
import '../../lib/i18n/shell';

type SidebarProps = {
  items: NavItem[];
  collapsed: boolean;
  /** Shown on tablets and desktops; phones open and close the drawer from the header. */
  showCollapseToggle: boolean;
  onToggleCollapsed: () => void;
  /** Called after any link is followed, so the phone drawer can close. */
  onNavigate: () => void;
  onSignOut: () => void;
};

const iconSize = 22;

/** The menu: labelled links when expanded, icons with tooltips when collapsed. */
export function Sidebar({
  items,
  collapsed,
  showCollapseToggle,
  onToggleCollapsed,
  onNavigate,
  onSignOut,
}: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const collapseLabel = collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar');

  return (
    <Stack gap={0} h="100%">
      <ScrollArea flex={1} type="scroll">
        <Stack gap={4} p="xs">
          {items.map((item) =>
            isNavGroup(item) ? (
              <SidebarGroup key={item.label} group={item} collapsed={collapsed} onNavigate={onNavigate} />
            ) : (
              <SidebarLink
                key={item.to}
                item={item}
                collapsed={collapsed}
                active={isActiveLink(item, pathname)}
                onNavigate={onNavigate}
              />
            ),
          )}
          <SidebarEntry collapsed={collapsed} label={t('nav.signOut')} icon={IconLogout} onClick={onSignOut} />
        </Stack>
      </ScrollArea>
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

type EntryProps = {
  collapsed: boolean;
  label: string;
  icon?: Icon;
  active?: boolean;
  to?: string;
  onClick?: () => void;
};

/** One row of the menu, as a link (`to`) or a button. Collapsed rows keep their name for screen readers. */
function SidebarEntry({ collapsed, label, icon: EntryIcon, active = false, to, onClick }: EntryProps) {
  // A link when it goes somewhere, a button when it acts (Sign Out).
  const renderRoot = (rootProps: Record<string, unknown>) =>
    to ? <Link to={to} {...rootProps} /> : <button type="button" {...rootProps} />;
  if (!collapsed) {
    return (
      <NavLink
        renderRoot={renderRoot}
        label={label}
        leftSection={EntryIcon && <EntryIcon size={iconSize} stroke={1.6} />}
        active={active}
        onClick={onClick}
        className={classes.entry}
        aria-current={active ? 'page' : undefined}
      />
    );
  }
  return (
    <Tooltip label={label} position="right" withArrow>
      <UnstyledButton
        renderRoot={renderRoot}
        aria-label={label}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
        className={classes.iconEntry}
        onClick={onClick}
      >
        {EntryIcon && <EntryIcon size={iconSize} stroke={1.6} />}
      </UnstyledButton>
    </Tooltip>
  );
}

type SidebarLinkProps = {
  item: NavLinkItem | NavSubLinkItem;
  collapsed: boolean;
  active: boolean;
  onNavigate: () => void;
};

function SidebarLink({ item, collapsed, active, onNavigate }: SidebarLinkProps) {
  const { t } = useTranslation();
  return (
    <SidebarEntry
      collapsed={collapsed}
      label={t(item.label)}
      icon={'icon' in item ? item.icon : undefined}
      to={item.to}
      active={active}
      onClick={onNavigate}
    />
  );
}

type SidebarGroupProps = { group: NavGroupItem; collapsed: boolean; onNavigate: () => void };

function SidebarGroup({ group, collapsed, onNavigate }: SidebarGroupProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = group.children.some((child) => isActiveLink(child, pathname));
  const [opened, setOpened] = useState(active);
  const GroupIcon = group.icon;

  if (collapsed) {
    return (
      <Menu position="right-start" withArrow trigger="click-hover" openDelay={100}>
        <Menu.Target>
          <UnstyledButton aria-label={t(group.label)} data-active={active || undefined} className={classes.iconEntry}>
            <GroupIcon size={iconSize} stroke={1.6} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t(group.label)}</Menu.Label>
          {group.children.map((child) => (
            <Menu.Item key={child.to} component={Link} to={child.to} onClick={onNavigate}>
              {t(child.label)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }

  return (
    <NavLink
      component="button"
      type="button"
      label={t(group.label)}
      leftSection={<GroupIcon size={iconSize} stroke={1.6} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      className={classes.entry}
    >
      {group.children.map((child) => (
        <SidebarLink
          key={child.to}
          item={child}
          collapsed={false}
          active={isActiveLink(child, pathname)}
          onNavigate={onNavigate}
        />
      ))}
    </NavLink>
  );
}
