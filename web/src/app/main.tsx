// Mantine's base styles; each component's own styles come with the chunk that uses it
// (build-plugins/mantine-styles.ts), so the sign-in page does not download the whole stylesheet.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './phone-targets.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { Providers } from './providers';
import { registerServiceWorker } from './register-service-worker';
import { reloadOnStaleChunk } from './reload-on-stale-chunk';
import { warmUpLandingScreen } from './warm-up-landing-screen';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes } from './router';

reloadOnStaleChunk();
warmUpLandingScreen(window.location.pathname);
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);

registerServiceWorker();
