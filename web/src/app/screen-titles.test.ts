import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screenTitleKeys } from '../components/layout/use-screen-title';
import { paths } from '../config/paths';
import { i18n, languages } from '../lib/i18n';
import '../lib/i18n/shell';
import { adminNavItems, nonAdminNavItems } from './nav-menus';
import { routes } from './router';

/** Screens the menu does not list, which name their tab themselves (`useDocumentTitle`). */
const selfTitled: string[] = [paths.importFile];

/** The screen addresses under a shell: every route with a path beneath the route without one. */
function screenPaths(shellGuard: RouteObject): string[] {
  const shell = shellGuard.children?.[0];
  return (shell?.children ?? []).flatMap((route) => (route.path ? [route.path.replace('/*', '')] : []));
}

/** A page beneath another screen's address (a vehicle under /vehicles) belongs to that screen's title. */
function ownScreens(all: string[]): string[] {
  return all.filter((path) => !all.some((other) => other !== path && path.startsWith(`${other}/`)));
}

const [admin, nonAdmin] = routes.filter((route) => !route.path && route.children?.[0]?.children);
const shells = [
  { name: 'admin', guard: admin!, items: adminNavItems },
  { name: 'driver and supervisor', guard: nonAdmin!, items: nonAdminNavItems },
];

const cases = shells.flatMap((shell) => languages.map((language) => ({ ...shell, language })));

describe('screen titles', () => {
  it.each(cases)('gives every $name screen a tab title of its own ($language)', ({ guard, items, language }) => {
    const t = i18n.getFixedT(language);
    const screens = ownScreens(screenPaths(guard)).filter((path) => !selfTitled.includes(path));
    expect(screens.length).toBeGreaterThan(3);
    const titles = screens.map((path) =>
      screenTitleKeys(items, path)
        .map((key) => t(key))
        .join(' · '),
    );
    expect(titles.filter((title) => title === '')).toEqual([]);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });
});
