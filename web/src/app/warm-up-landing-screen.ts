import { askDemoDataStatusEarly } from '../components/layout/demo-data-early';
import { homePathFor, paths } from '../config/paths';
import { authStore } from '../lib/auth-store';

/**
 * The shell and screen each landing address shows: the same modules the router loads for them.
 * A driver's or supervisor's is the field app's, whose entry holds it (field-router.tsx).
 */
const landingScreens: Record<string, () => Promise<unknown>[]> = {
  [paths.home]: () => [import('./routes/admin-shell'), import('./routes/home-screen')],
};

/**
 * Starts downloading the screen a signed-in person opens the app on, with its shell, while React
 * starts. The router asks for the screen only once the shell has loaded and drawn: on a weak
 * signal that is one round of downloads after another (issue 20 measured 5 s of it on Slow 3G).
 */
export function warmUpLandingScreen(pathname: string): void {
  const user = authStore.getUser();
  if (!user) return;
  const landing = pathname === paths.root || pathname === paths.login ? homePathFor(user.role) : pathname;
  for (const loading of landingScreens[landing]?.() ?? []) loading.catch(() => undefined);
  // Every admin screen waits for the demo-data banner (components/layout/app-layout.tsx).
  if (user.role === 'admin') {
    import('../components/layout/demo-data-banner').catch(() => undefined);
    askDemoDataStatusEarly(user.token);
  }
}
