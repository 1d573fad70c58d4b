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
