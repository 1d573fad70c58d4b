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
    // One worker per core. Vitest's default leaves a core to its main process (cores - 1): on the
    // 2-core CI machine that is one worker for the whole suite, 547 s at load 2 against 324 s with
    // two, while the main process mostly waits and the hardening files wait on their servers.
    maxWorkers: '100%',
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
