import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverApi, serverHardening, serverUnit } from './server/vitest.config.js';
import { webIsolated, webShared } from './web/vitest.config.js';

const rootedIn =
  (root: string) =>
  <T extends { test?: object }>(project: T) => ({ ...project, test: { ...project.test, root } });
const inServer = rootedIn('./server');
const inWeb = rootedIn('./web');

/**
 * One run, five projects: `shared`, `web`, `web-mocks` and `server-unit` are pure and fast (`npm run test:unit`);
 * `api` and `hardening` need a database (`npm run test:api`, `npm run test:hardening`).
 */
export default defineConfig({
  test: {
    // Vitest's default leaves a core to its main process (cores - 1): on the 2-core CI machine that
    // is one worker for the whole suite, 9.1 min at load 2, while the main process mostly waits and
    // the hardening files wait on the server processes they start. Two workers at least.
    maxWorkers: Math.max(os.availableParallelism() - 1, 2),
    projects: [
      'shared',
      inWeb(webShared),
      inWeb(webIsolated),
      inServer(serverUnit),
      inServer(serverApi),
      inServer(serverHardening),
    ],
  },
});
