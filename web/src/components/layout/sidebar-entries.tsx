import { NavLink } from '@mantine/core';
import { IconLogout, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  isActiveLink,
  isNavGroup,
  type NavGroupItem,
  type NavLinkItem,
  type NavSubLinkItem,
  type NavItem,
} from './nav-items';
import classes from './sidebar.module.css';

export const iconSize = 22;

export type SidebarEntriesProps = {
  items: NavItem[];
  /** Called after any link is followed, so the phone drawer can close. */
  onNavigate: () => void;
  onSignOut: () => void;
};

type EntryProps = { label: string; icon?: Icon; active?: boolean; to?: string; onClick?: () => void };

/** One row of the menu, as a link (`to`) or a button (Sign Out). */
function SidebarEntry({ label, icon: EntryIcon, active = false, to, onClick }: EntryProps) {
  const renderRoot = (rootProps: Record<string, unknown>) =>
    to ? <Link to={to} {...rootProps} /> : <button type="button" {...rootProps} />;
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

function SidebarLink({ item, onNavigate }: { item: NavLinkItem | NavSubLinkItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <SidebarEntry
      label={t(item.label)}
      icon={'icon' in item ? item.icon : undefined}
      to={item.to}
      active={isActiveLink(item, pathname)}
      onClick={onNavigate}
    />
  );
}

/** A group of links that opens in place, open from the start when one of its links is the page shown. */
function SidebarGroup({ group, onNavigate }: { group: NavGroupItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(() => group.children.some((child) => isActiveLink(child, pathname)));
  return (
    <NavLink
      component="button"
      type="button"
      label={t(group.label)}
      leftSection={<group.icon size={iconSize} stroke={1.6} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      className={classes.entry}
    >
      {group.children.map((child) => (
        <SidebarLink key={child.to} item={child} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

/** The expanded menu's rows: labelled links, groups that open in place, and Sign Out. */
export function SidebarEntries({ items, onNavigate, onSignOut }: SidebarEntriesProps) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((item) =>
        isNavGroup(item) ? (
          <SidebarGroup key={item.label} group={item} onNavigate={onNavigate} />
        ) : (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
        ),
      )}
      <SidebarEntry label={t('nav.signOut')} icon={IconLogout} onClick={onSignOut} />
    </>
  );
}
