/**
 * `npm run lint:openapi` (part of `npm run lint`): builds the app in this process (an empty
 * in-memory database: registering routes reads nothing), writes the OpenAPI document it serves at
 * /api/docs/json to a temporary folder as openapi.json, beside copies of .redocly.yaml and
 * .redocly.lint-ignore.yaml (Redocly reads the ignore file beside its config, keyed by the
 * document's path), and lints it with Redocly's recommended rules. Run through tsx with the
 * `source` condition, so no build is needed; arguments go on to `redocly lint`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openPglite } from '../server/src/db/client.js';
import { createClock } from '../server/src/lib/clock.js';
import { createLocalFileStorage } from '../server/src/lib/file-storage.js';
import { createMailer } from '../server/src/lib/mailer.js';
import { createOutboxSmsProvider } from '../server/src/lib/sms.js';

const root = path.resolve(import.meta.dirname, '..');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-openapi-'));

async function serverDocument() {
  // A production-like address: the default (localhost) is a warning of its own.
  const config = loadConfig({ LOG_LEVEL: 'silent', APP_URL: 'https://fleet-ops.invalid' });
  const logger = pino({ level: 'silent' });
  const database = await openPglite({});
  const app = await buildApp({
    config,
    logger,
    db: database.db,
    clock: createClock(config.businessTimeZone),
    mailer: createMailer({ db: database.db, logger, from: config.mailFrom }),
    sms: createOutboxSmsProvider({ logger }),
    files: createLocalFileStorage(path.join(folder, 'files')),
  });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
  }
}

try {
  const documentPath = path.join(folder, 'openapi.json');
  fs.writeFileSync(documentPath, JSON.stringify(await serverDocument(), null, 2));
  for (const file of ['.redocly.yaml', '.redocly.lint-ignore.yaml']) {
    fs.copyFileSync(path.join(root, file), path.join(folder, file));
  }
  const redocly = path.join(root, 'node_modules', '.bin', 'redocly');
  const lint = spawnSync(
    redocly,
    [
      'lint',
      documentPath,
      '--config',
      path.join(folder, '.redocly.yaml'),
      '--format',
      'stylish',
      ...process.argv.slice(2),
    ],
    // No telemetry or update check: lint runs offline, on CI too.
    { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}
