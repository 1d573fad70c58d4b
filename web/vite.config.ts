import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { mantineStylesPerComponent } from './build-plugins/mantine-styles';
import { phoneLandingChunk, phoneLandingPreload } from './build-plugins/phone-landing';

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
 * The chunks of the screens a driver or supervisor opens on a phone (src/app/router.tsx); the
 * checklist and its shell are the phone-landing chunk (build-plugins/phone-landing.ts).
 */
const phoneScreenFile =
  /^assets\/(phone-landing|login-screen|forgot-password-screen|reset-password-screen|sso-landing-screen|checklists-screen|crew-defects-screen|defect-screen|driver-fuel-screen|qr-start-screen|not-found)-[\w-]+\.js$/;

/** In development the API runs on its own port; in production the server serves this build itself. */
export default defineConfig({
  // Brotli and gzip copies beside every asset, which the server sends to browsers that accept them.
  plugins: [
    react(),
    mantineStylesPerComponent('src/app/main.tsx'),
    phoneLandingPreload(),
    installableApp,
    compression({ logLevel: 'silent' }),
  ],
  // The shared package's TypeScript sources, not its compiled dist/ (see shared/package.json).
  resolve: { conditions: ['source', ...defaultClientConditions] },
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
    // Every browser the app supports (Safari 17+, Chrome, Firefox 115+) knows <link rel=modulepreload>;
    // an older one only loses the early start of a screen's files. The polyfill cost every first
    // page about 0.4 kB, which /login's 150 kB budget needs for the routes issue 21 added.
    modulePreload: {
      polyfill: false,
      // Every lazy screen's list of files to fetch alongside it rides in the entry every page loads
      // (about 3.5 kB of /login's 150 kB). The phone's screens keep their lists: on a weak signal
      // they save a round trip per level of imports. The office screens keep only their styles and
      // fetch their imports as they come, a few milliseconds each on the office network.
      // The entry's own imports (hostType 'html') are every page's, so index.html starts them too.
      resolveDependencies: (file, dependencies, { hostType }) =>
        hostType === 'html' || phoneScreenFile.test(file)
          ? dependencies
          : dependencies.filter((dependency) => dependency.endsWith('.css')),
    },
    rolldownOptions: {
      output: { codeSplitting: { groups: [phoneLandingChunk(import.meta.dirname)] } },
    },
  },
});
