import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isActiveLink, isNavGroup, type NavItem } from './nav-items';

/**
 * The menu labels (i18n keys) naming the open screen: its link's, then its group's for a link
 * inside a group, so the Maintenance report is "Maintenance · Reports", not the Maintenance list.
 */
export function screenTitleKeys(items: NavItem[], pathname: string): string[] {
  for (const item of items) {
    const links = isNavGroup(item) ? item.children : [item];
    const active = links.find((link) => isActiveLink(link, pathname));
    if (active) return isNavGroup(item) ? [active.label, item.label] : [active.label];
  }
  return [];
}

/**
 * Names the browser tab after the open screen's menu entry ("Vehicles · Fleet Ops", "Maintenance ·
 * Reports · Fleet Ops"), in the user's language, so several tabs of the app can be told apart. A
 * layout effect, so that a screen's own `useDocumentTitle` (an ordinary effect) runs after it and
 * wins. Leaving the shell (signing out) gives the tab back the app's name, not the last screen's.
 */
export function useScreenTitle(items: NavItem[]): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const appName = t('app.name');
  const title = [...screenTitleKeys(items, pathname).map((key) => t(key)), appName].join(' · ');
  useLayoutEffect(() => {
    document.title = title;
  }, [title, pathname]);
  useLayoutEffect(
    () => () => {
      document.title = appName;
    },
    [appName],
  );
}

/** A screen's more precise tab title ("44 · Fleet Ops"), kept over the menu's after a language switch. */
export function useDocumentTitle(title: string | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (title) document.title = title;
  }, [title, i18n.language]);
}
