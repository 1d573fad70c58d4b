import { Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActiveLink, isNavGroup, type NavGroupItem, type NavItem } from './nav-items';
import { iconSize, type SidebarEntriesProps } from './sidebar-entries';
import classes from './sidebar.module.css';

type IconEntryProps = {
  label: string;
  icon?: NavGroupItem['icon'];
  active?: boolean;
  to?: string;
  onClick?: () => void;
};

/** One collapsed row: the icon, its name in a tooltip and for screen readers. */
function IconEntry({ label, icon: EntryIcon, active = false, to, onClick }: IconEntryProps) {
  const renderRoot = (rootProps: Record<string, unknown>) =>
    to ? <Link to={to} {...rootProps} /> : <button type="button" {...rootProps} />;
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

/** A collapsed group: its icon opens a menu of its links. */
function GroupMenu({ group, onNavigate }: { group: NavGroupItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = group.children.some((child) => isActiveLink(child, pathname));
  return (
    <Menu position="right-start" withArrow trigger="click-hover" openDelay={100}>
      <Menu.Target>
        <UnstyledButton aria-label={t(group.label)} data-active={active || undefined} className={classes.iconEntry}>
          <group.icon size={iconSize} stroke={1.6} />
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

/**
 * The collapsed menu's rows (icons with tooltips, groups as menus): wide screens only, so its
 * tooltips and menus are not part of the phone's first screen (sidebar.tsx loads it).
 */
export function SidebarCollapsedEntries({ items, onNavigate, onSignOut }: SidebarEntriesProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = items.map((item: NavItem) =>
    isNavGroup(item) ? (
      <GroupMenu key={item.label} group={item} onNavigate={onNavigate} />
    ) : (
      <IconEntry
        key={item.to}
        label={t(item.label)}
        icon={'icon' in item ? item.icon : undefined}
        to={item.to}
        active={isActiveLink(item, pathname)}
        onClick={onNavigate}
      />
    ),
  );
  return (
    <>
      {entries}
      <IconEntry label={t('nav.signOut')} icon={IconLogout} onClick={onSignOut} />
    </>
  );
}
