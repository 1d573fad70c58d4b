import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../lib/auth';
import { authStore } from '../lib/auth-store';
import { isFieldPath } from './field-paths';
import { ScreenLoader } from './screen-loader';

/**
 * Leaves this build for the other one (the office app, main.tsx, or the field app, field-main.tsx):
 * the page loads `to` afresh, and index.html's landing script starts the build that serves it.
 */
function FullPageLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.replace(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return <ScreenLoader />;
}

/**
 * The office app's side: a signed-in driver or supervisor on a phone screen (just signed in on
 * /login, or sent to their checklist by a guard) goes on in the field app, as their phone will
 * every time it opens the app from then on.
 */
export function LeaveForFieldApp({ children }: { children: ReactNode }) {
  // Drawn again when the person signs in or out.
  useCurrentUser();
  const { pathname } = useLocation();
  return leadsToFieldApp(pathname) ? <FullPageLoad /> : children;
}

/** Whether the signed-in person's next address is the field app's (field-paths.ts). */
function leadsToFieldApp(url: string | URL | null | undefined): boolean {
  const user = authStore.getUser();
  return !!url && !!user && user.role !== 'admin' && isFieldPath(new URL(url, window.location.href).pathname);
}

/**
 * The window the office app's router moves in: its move to a driver's or supervisor's phone screen
 * (the guest screens' after signing in, single sign-on's landing) is the full page load itself, so
 * the address changes only with the page and nothing reads the office's page at the field app's
 * address. LeaveForFieldApp covers an office page that opens on such an address.
 */
export function officeRouterWindow(): Window {
  const { history, location } = window;
  const moveTo =
    (move: 'pushState' | 'replaceState', load: 'assign' | 'replace') =>
    (state: unknown, unused: string, url?: string | URL | null) =>
      leadsToFieldApp(url) ? location[load](url!) : history[move](state, unused, url);
  // What the router reads of the history (the state, going back), the page's own.
  const routerHistory = {
    get state(): unknown {
      return history.state as unknown;
    },
    go: (delta?: number) => history.go(delta),
    pushState: moveTo('pushState', 'assign'),
    replaceState: moveTo('replaceState', 'replace'),
  };
  return {
    history: routerHistory as History,
    location,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  } as Window;
}

/** The field app's side: an address it has no screen for is the office app's. */
export const OfficeScreen = FullPageLoad;
