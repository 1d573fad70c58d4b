import type { Icon } from '@tabler/icons-react';

/** A sidebar link. `label` is an i18n key; `to` may carry a query string (the spec's default filters). */
export type NavLinkItem = { label: string; to: string; icon: Icon };

/** A link inside a group: its group's icon stands for it. */
export type NavSubLinkItem = Omit<NavLinkItem, 'icon'>;

/** An expandable entry (Reports) whose links open beneath it, or beside it when the sidebar is collapsed. */
export type NavGroupItem = { label: string; icon: Icon; children: NavSubLinkItem[] };

export type NavItem = NavLinkItem | NavGroupItem;

export function isNavGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}

/** A link is active on its own screen and the screens beneath it (/vehicles covers /vehicles/12). */
export function isActiveLink(item: NavSubLinkItem, pathname: string): boolean {
  const [linkPath = ''] = item.to.split('?');
  return pathname === linkPath || pathname.startsWith(`${linkPath}/`);
}
