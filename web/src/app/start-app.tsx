// Mantine's base styles; each component's own styles come with the chunk that uses it
// (build-plugins/mantine-styles.ts), so the sign-in page does not download the whole stylesheet.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './phone-targets.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { Providers } from './providers';
import { registerServiceWorker } from './register-service-worker';
import { reloadOnStaleChunk } from './reload-on-stale-chunk';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Draws one of the two apps (main.tsx, the office's; field-main.tsx, the phone's) with everything
 * they share. `routerWindow`: the window the router moves in, the page's own unless given.
 */
export function startApp(routes: ReactNode, routerWindow?: Window): void {
  reloadOnStaleChunk();
  const queryClient = createQueryClient();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');

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
