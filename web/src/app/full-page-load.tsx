import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../lib/auth';
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
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return user && user.role !== 'admin' && isFieldPath(pathname) ? <FullPageLoad /> : children;
}

/** The field app's side: an address it has no screen for is the office app's. */
export const OfficeScreen = FullPageLoad;
