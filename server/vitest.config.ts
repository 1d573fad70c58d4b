import { defineProject } from 'vitest/config';

/**
 * The server's three suites, named so a newcomer can run one alone (`--project server-unit`):
 * pure unit tests beside the code, the API suite (a real database per file) and the hardening
 * suite (the whole route table at once, crash recovery).
 */
const databaseSuite = {
  globalSetup: ['test/support/global-setup.ts'],
  // Each file gets its own database copy, so files run in parallel safely.
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export const serverUnit = defineProject({ test: { name: 'server-unit', include: ['src/**/*.test.ts'] } });
export const serverApi = defineProject({ test: { name: 'api', include: ['test/api/**/*.test.ts'], ...databaseSuite } });
export const serverHardening = defineProject({
  test: { name: 'hardening', include: ['test/hardening/**/*.test.ts'], ...databaseSuite },
});

export default serverUnit;
