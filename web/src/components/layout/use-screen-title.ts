import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isActiveLink, isNavGroup, type NavItem } from './nav-items';

/** The menu label (an i18n key) of the link whose screen is open, searching inside groups too. */
export function activeNavLabel(items: NavItem[], pathname: string): string | undefined {
  for (const item of items) {
    const links = isNavGroup(item) ? item.children : [item];
    const active = links.find((link) => isActiveLink(link, pathname));
    if (active) return active.label;
  }
  return undefined;
}

/**
 * Names the browser tab after the open screen's menu entry ("Vehicles · Fleet Ops"), in the
 * user's language, so several tabs of the app can be told apart. A layout effect, so that a
 * screen's own `useDocumentTitle` (an ordinary effect) runs after it and wins.
 */
export function useScreenTitle(items: NavItem[]): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = activeNavLabel(items, pathname);
  const title = label ? `${t(label)} · ${t('app.name')}` : t('app.name');
  useLayoutEffect(() => {
    document.title = title;
  }, [title, pathname]);
}

/** A screen's more precise tab title ("44 · Fleet Ops"), kept over the menu's after a language switch. */
export function useDocumentTitle(title: string | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (title) document.title = title;
  }, [title, i18n.language]);
}
