// Mantine's base styles; each component's own styles come with the chunk that uses it
// (build-plugins/mantine-styles.ts), so the sign-in page does not download the whole stylesheet.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './phone-targets.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { Providers } from './providers';
import { registerServiceWorker } from './register-service-worker';
import { reloadOnStaleChunk } from './reload-on-stale-chunk';
import { RouteErrorBoundary } from './route-error-boundary';

type StartOptions = {
  /** The window the router moves in, the page's own unless given. */
  routerWindow?: Window;
  /**
   * What the first screen shows, put in the query cache before the first draw (the field app's
   * landing answers, issue 33): the app then draws once, the screen with its data, instead of a
   * shell and a loader first, then the screen. Waited for `firstDrawWaitMs` at most.
   */
  firstDrawData?: (queryClient: QueryClient) => Promise<unknown>;
};

/**
 * How long the first draw waits for `firstDrawData`. On a first visit the landing answers are in
 * long before the app's script (reading them takes ~40 ms on a phone at 4× CPU); on a repeat
 * visit, whose files come from the phone, they may still be on their way: the shell draws then.
 */
const firstDrawWaitMs = 150;

/**
 * Draws one of the two apps (main.tsx, the office's; field-main.tsx, the phone's) with everything
 * they share.
 */
export async function startApp(routes: ReactNode, { routerWindow, firstDrawData }: StartOptions = {}): Promise<void> {
  reloadOnStaleChunk();
  const queryClient = createQueryClient();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');

  if (firstDrawData) {
    await Promise.race([
      firstDrawData(queryClient).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, firstDrawWaitMs)),
    ]);
  }

  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <BrowserRouter window={routerWindow}>
          <RouteErrorBoundary>{routes}</RouteErrorBoundary>
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );

  registerServiceWorker();
}
