import { defineConfig } from 'vitest/config';
import { serverApi, serverHardening, serverUnit } from './server/vitest.config.js';
import { webIsolated, webShared } from './web/vitest.config.js';

const rootedIn =
  (root: string) =>
  <T extends { test?: object }>(project: T) => ({ ...project, test: { ...project.test, root } });
const inServer = rootedIn('./server');
const inWeb = rootedIn('./web');

/**
 * One run, seven projects: `shared`, `web`, `web-mocks`, `server-unit` and `bench` are pure and fast (`npm run test:unit`);
 * `api` and `hardening` need a database (`npm run test:api`, `npm run test:hardening`).
 */
export default defineConfig({
  test: {
    // Two workers on the 2-core CI machine ('100%'; Vitest's default, cores - 1, is one): 324 s
    // against 547 s at load 2. A run with two once failed the French checklist PDF test: the
    // test's PDF reader dropped a stream whose last byte was a carriage return (one in 256), and
    // which bytes a page compresses to depends on which files ran before in the worker
    // (`pdf-text.test.ts`).
    maxWorkers: '100%',
    projects: [
      'shared',
      'bench',
      inWeb(webShared),
      inWeb(webIsolated),
      inServer(serverUnit),
      inServer(serverApi),
      inServer(serverHardening),
    ],
  },
});
