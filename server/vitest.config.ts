import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

/**
 * Tests run the shared package's TypeScript sources, never a possibly stale dist/ (see
 * shared/package.json). Test files run in the `ssr` environment, global setup in Vitest's own
 * `__vitest__` one, which does not inherit the top-level `resolve`.
 */
const sourceConditions = {
  // Without Vite's bundler-only `module` condition: packages such as the AWS SDK point it at
  // files Node itself cannot import, and tests must load what production loads.
  conditions: ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')],
};
const sharedSources = {
  ssr: { resolve: sourceConditions },
  environments: { __vitest__: { resolve: sourceConditions } },
};

/**
 * The server's three suites, named so a newcomer can run one alone (`--project server-unit`):
 * pure unit tests beside the code, the API suite (a real database per file) and the hardening
 * suite (the whole route table at once, crash recovery).
 */
const databaseSuite = {
  globalSetup: ['test/support/global-setup.ts'],
  // Each file starts on a database as the template left it (a copy, or the worker's copy reset:
  // test/support/test-app.ts), so files run in parallel safely.
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export const serverUnit = defineProject({
  ...sharedSources,
  test: { name: 'server-unit', include: ['src/**/*.test.ts'] },
});
export const serverApi = defineProject({
  ...sharedSources,
  test: {
    name: 'api',
    include: ['test/api/**/*.test.ts'],
    ...databaseSuite,
    // Each file builds its own app and mocks nothing, so the files of a worker can share one module
    // graph: the server's modules are imported once per worker, not per file, and the files share
    // the worker's database too, reset before each (global setup reads this flag).
    isolate: false,
    pool: 'threads',
  },
});
/**
 * These start real server processes on databases of their own (a PGlite folder, and a scratch
 * PostgreSQL database on the same server) whatever TEST_DATABASE_URL says, so the PGlite run
 * already covers both engines and the PostgreSQL run (`test:api:postgres`) would only repeat them.
 */
const serverProcessTests = [
  'test/hardening/crash.test.ts',
  'test/hardening/data-folder-lock.test.ts',
  'test/hardening/database-connection-loss.test.ts',
  'test/hardening/graceful-shutdown.test.ts',
  'test/hardening/two-instances.test.ts',
];

export const serverHardening = defineProject({
  ...sharedSources,
  test: {
    name: 'hardening',
    include: ['test/hardening/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? serverProcessTests : [],
    ...databaseSuite,
  },
});

export default serverUnit;
