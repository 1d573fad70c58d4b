import { defineConfig } from 'vitest/config';

/** One run, three projects; `--project server` runs the API suite alone (as CI does on PostgreSQL). */
export default defineConfig({
  test: {
    projects: ['shared', 'server', 'web'],
  },
});
