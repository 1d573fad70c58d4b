import { defineConfig, mergeConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { fieldApp } from './build-plugins/field-app';
import { sharedConfig } from './vite.shared.config';

const apiServer = 'http://localhost:3000';

/**
 * The installable app: a manifest, and a service worker (src/app/service-worker.ts) that caches the
 * built screens so the driver's checklist opens with no network. It registers itself from the
 * app (src/app/register-service-worker.ts), so nothing is added to the sign-in page.
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/app',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifest: {
    name: 'Fleet Ops',
    short_name: 'Fleet Ops',
    description: 'Fleet management for the mine site: the Pre-OP checklist, vehicles and drivers.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1c7ed6',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // Every screen, so any of them opens offline; the .br/.gz twins are the same files.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
});

/**
 * The chunks of the screens a phone opens in the office app: signing in, and an unknown address.
 * Once signed in, a driver's or supervisor's screens are the field app's (vite.field.config.ts).
 */
const phoneScreenFile =
  /^assets\/(login-screen|forgot-password-screen|reset-password-screen|sso-landing-screen|not-found)-[\w-]+\.js$/;

/**
 * The office app: every screen, on React. The phone's screens are built a second time, as the
 * field app (vite.field.config.ts), by the `fieldApp` plugin. In development the API runs on its
 * own port; in production the server serves this build itself.
 */
export default defineConfig(
  mergeConfig(sharedConfig, {
    // Brotli and gzip copies beside every asset (the field app's too), which the server sends to
    // browsers that accept them.
    plugins: [fieldApp(import.meta.dirname), installableApp, compression({ logLevel: 'silent' })],
    server: {
      proxy: {
        '/api': apiServer,
        '/users': apiServer,
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // scripts/bundle-sizes.mjs reads it to weigh each page.
      manifest: true,
      modulePreload: {
        // Every lazy screen's list of files to fetch alongside it rides in the entry every page loads
        // (about 3.5 kB of /login's 150 kB). The phone's screens keep their lists: on a weak signal
        // they save a round trip per level of imports. The office screens keep only their styles and
        // fetch their imports as they come, a few milliseconds each on the office network.
        // The entry's own imports (hostType 'html') are every page's, so index.html starts them too.
        resolveDependencies: (file: string, dependencies: string[], { hostType }: { hostType: 'html' | 'js' }) =>
          hostType === 'html' || phoneScreenFile.test(file)
            ? dependencies
            : dependencies.filter((dependency) => dependency.endsWith('.css')),
      },
    },
  }),
);
