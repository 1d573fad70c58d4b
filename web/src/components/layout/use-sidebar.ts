import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';

/** Spec section 9: the sidebar hides below 640 px and starts collapsed below 1170 px. */
export const phoneQuery = '(max-width: 639.98px)';
const narrowQuery = '(max-width: 1169.98px)';
const collapsedStorageKey = 'sidebarCollapsed';

/** True on a phone-sized screen, known on the first render so a table never flashes its desktop columns. */
export function useIsPhone(): boolean {
  return useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
}

/**
 * The sidebar's state. On wide screens the collapsed choice is remembered in local storage; on
 * narrower ones the sidebar starts collapsed each time and expanding it is not remembered, so
 * a wide-screen preference is not overwritten by a laptop's small window. Phones use a drawer.
 */
export function useSidebar() {
  const isPhone = useIsPhone();
  const isNarrow = useMediaQuery(narrowQuery, false, { getInitialValueInEffect: false });
  const [storedCollapsed, setStoredCollapsed] = useLocalStorage<boolean>({
    key: collapsedStorageKey,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [expandedWhileNarrow, setExpandedWhileNarrow] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);

  return {
    isPhone,
    /** Icons only. Never on phones, where the drawer has room for labels. */
    collapsed: !isPhone && (isNarrow ? !expandedWhileNarrow : storedCollapsed),
    toggleCollapsed: () =>
      isNarrow ? setExpandedWhileNarrow((expanded) => !expanded) : setStoredCollapsed((collapsed) => !collapsed),
    drawerOpened,
    toggleDrawer: () => setDrawerOpened((opened) => !opened),
    closeDrawer: () => setDrawerOpened(false),
  };
}
