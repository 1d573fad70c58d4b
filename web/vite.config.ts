import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

/** In development the API runs on its own port; in production the server serves this build itself. */
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiServer,
      '/users': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
