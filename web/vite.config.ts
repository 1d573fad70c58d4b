import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { mantineStylesPerComponent } from './build-plugins/mantine-styles';

const apiServer = 'http://localhost:3000';

/** In development the API runs on its own port; in production the server serves this build itself. */
export default defineConfig({
  // Brotli and gzip copies beside every asset, which the server sends to browsers that accept them.
  plugins: [react(), mantineStylesPerComponent('src/app/main.tsx'), compression({ logLevel: 'silent' })],
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
  },
});
