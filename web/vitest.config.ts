import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Rendering Mantine in jsdom is CPU-bound: on a busy two-core machine a screen test can pass 5 s.
    testTimeout: 15_000,
  },
});
