import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { TestApp } from '../support/test-app.js';

/** Like the built page's landing preload (web/build-plugins/phone-landing.ts), an inline script. */
export const fakeInlineScript = "document.documentElement.dataset.started='1';";
export const fakeIndexHtml = `<!doctype html><html><head><script>${fakeInlineScript}</script><script type="module" src="/assets/app-1a2b3c.js"></script></head><body></body></html>`;
export const fakeAsset = `${'console.log("Fleet Ops");\n'.repeat(200)}`;

/** A file with the brotli and gzip copies the build writes beside it. */
function writeWithCopies(file: string, text: string) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

/** A stand-in for `web/dist`: what the server needs to serve the screens, without building them. */
function fakeWebBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  writeWithCopies(path.join(root, 'index.html'), fakeIndexHtml);
  writeWithCopies(path.join(root, 'assets', 'app-1a2b3c.js'), fakeAsset);
  return root;
}

/**
 * The app as production runs it (API plus the built screens), on the test app's database and
 * context. Call it after `useTestApp`'s own set-up, and `close` it when done.
 */
export async function buildAppWithScreens(
  testApp: TestApp,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const webDist = fakeWebBuild();
  const app = await buildApp(
    { ...testApp.context, config: { ...testApp.context.config, webDist } },
    { serveWeb: true },
  );
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}
