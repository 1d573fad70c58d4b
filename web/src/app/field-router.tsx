import { useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import * as dashboardScreen from '../features/checklists/dashboard-screen';
import { OfficeScreen } from './full-page-load';
import { GuestOnly, RootRedirect } from './guards';
import { loadedScreen } from './lazy-screen';
import { phoneRoutes } from './phone-routes';
import * as nonAdminShell from './routes/non-admin-shell';

/**
 * The field app's screens (field-paths.ts lists their addresses): the checklist and its shell are
 * in the entry's file, so a phone's first visit downloads one script before the form; the others
 * load when opened, as in the office app. Any other address is a full page load into the office app.
 */
const fieldRoutes: RouteObject[] = [
  { path: paths.root, Component: RootRedirect },
  // A signed-in driver goes on to the checklist; signing in is the office app's (login-screen.tsx).
  { Component: GuestOnly, children: [{ path: paths.login, Component: OfficeScreen }] },
  ...phoneRoutes(loadedScreen(nonAdminShell), loadedScreen(dashboardScreen)),
  { path: '*', Component: OfficeScreen },
];

export function FieldRoutes() {
  return useRoutes(fieldRoutes);
}
