import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Role } from '@fleet-ops/shared';
import type { AppContext } from '../../src/app-context.js';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client.js';
import { createSession } from '../../src/features/auth/queries.js';
import { createAccount } from '../../src/features/users/service.js';
import { createClock } from '../../src/lib/clock.js';
import { createLocalFileStorage } from '../../src/lib/file-storage.js';
import { createMailer } from '../../src/lib/mailer.js';
import { createOutboxSmsProvider } from '../../src/lib/sms.js';
import { hashToken, newToken } from '../../src/lib/tokens.js';
import { checkAnswersAgainstDocument, type AnswerChecker } from './answer-validation.js';
import { withDatabaseName } from './database-names.js';
import { runScript } from './database-reset.js';
import { hashEachPasswordOnce } from './password-hashes.js';

/** A copy of the migrated template: PGlite in memory, or a new PostgreSQL database. */
async function openTemplateCopy(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  const templateDatabaseName = inject('postgresTemplate');
  if (postgresUrl && templateDatabaseName) {
    // Named after the template, so global setup drops the copies a worker never closed.
    const name = `${templateDatabaseName}_copy_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDatabaseName}`);
    const handle = await openPostgres(withDatabaseName(postgresUrl, name));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const templatePath = inject('pgliteTemplatePath');
  if (!templatePath) throw new Error('The test template database was not prepared by global setup.');
  return openPglite({ loadDataDir: new Blob([fs.readFileSync(templatePath)]) });
}

/** The copy this worker's files share, opened by the first of them (module state outlives a file). */
let workerDatabase: Promise<DatabaseHandle> | undefined;

/**
 * A database as the template left it, for one test file. Where a worker's files share their
 * modules, they share one copy: each file resets it before use (~0.1 s against ~1.5 s to load a
 * PGlite dump), and no file ever sees another's rows. Otherwise the file gets a copy of its own.
 */
async function openTestDatabase(): Promise<{ handle: DatabaseHandle; shared: boolean }> {
  if (!inject('shareDatabase')) return { handle: await openTemplateCopy(), shared: false };
  workerDatabase ??= openTemplateCopy();
  const handle = await workerDatabase;
  await runScript(handle, inject('databaseReset'));
  return { handle, shared: true };
}

export type TestUser = { id: number; email: string; password: string; token: string; role: Role };

export type TestApp = {
  app: FastifyInstance;
  context: AppContext;
  /** Moves the server's clock; every "now" and "today" follows it. */
  setNow: (moment: Date | string) => void;
  /** Creates an account and a signed-in session for it. */
  createUser: (
    role: Role,
    overrides?: { email?: string; password?: string; firstName?: string; lastName?: string },
  ) => Promise<TestUser>;
  /** `app.inject` with the user's bearer token. */
  request: (user: TestUser | undefined, options: InjectOptions) => Promise<LightMyRequestResponse>;
};

/**
 * For files whose tests move the clock by days: their users' sessions must not end for being idle
 * meanwhile (`SESSION_IDLE_HOURS`, tested on its own in auth/sessions.test.ts).
 */
export const sessionsOutlastClockJumps: Partial<Config> = { sessionIdleMs: 30 * 24 * 60 * 60 * 1000 };

/**
 * Builds the whole app for one test file, on a database no other file sees: call it at the top of
 * the file and use the result inside tests. Real HTTP handling through `inject`, a real database,
 * no mocks (a password's argon2 hash is made once and reused: password-hashes.ts).
 */
export function useTestApp(configOverrides: Partial<Config> = {}, services: Pick<AppContext, 'redis'> = {}): TestApp {
  let database: { handle: DatabaseHandle; shared: boolean } | undefined;
  let now = new Date('2026-11-18T15:00:00Z');
  let userCount = 0;
  let answers: AnswerChecker | undefined;
  const harness = {} as TestApp;
  hashEachPasswordOnce();

  const filesFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-files-'));

  beforeAll(async () => {
    database = await openTestDatabase();
    const { handle } = database;
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', APP_URL: 'http://fleet.test' }),
      // No overload refusals: a test process's own work (and a busy test machine) lags its event
      // loop. overload.test.ts sets its own limits.
      pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 },
      ...configOverrides,
    };
    const logger = pino({ level: 'silent' });
    const context: AppContext = {
      config,
      logger,
      db: handle.db,
      clock: createClock(config.businessTimeZone, () => now),
      mailer: createMailer({ db: handle.db, logger, from: config.mailFrom }),
      sms: createOutboxSmsProvider({ logger }),
      files: createLocalFileStorage(filesFolder),
      ...services,
    };
    harness.context = context;
    harness.app = await buildApp(context);
    answers = checkAnswersAgainstDocument(harness.app);
    await harness.app.ready();
  });

  afterEach(() => {
    const mismatches = answers?.takeMismatches() ?? [];
    if (mismatches.length > 0) throw new Error(`Answers outside the API document:\n${mismatches.join('\n')}`);
  });

  afterAll(async () => {
    await harness.app?.close();
    if (database && !database.shared) await database.handle.close();
    fs.rmSync(filesFolder, { recursive: true, force: true });
  });

  harness.setNow = (moment) => {
    now = new Date(moment);
  };
  harness.createUser = async (role, overrides = {}) => {
    userCount += 1;
    const email = overrides.email ?? `${role}${userCount}@fleet.test`;
    // One password for every account made here, so it is hashed once (password-hashes.ts).
    const password = overrides.password ?? 'test password';
    const user = await createAccount(
      harness.context,
      {
        email,
        password,
        firstName: overrides.firstName ?? `${role[0]!.toUpperCase()}${role.slice(1)}`,
        lastName: overrides.lastName ?? `Number${userCount}`,
        role,
      },
      null,
    );
    const token = newToken();
    await createSession(harness.context.db, user.id, hashToken(token), now);
    return { id: user.id, email, password, token, role };
  };
  harness.request = (user, options) =>
    harness.app.inject({
      ...options,
      headers: {
        accept: 'application/json',
        ...options.headers,
        ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      },
    });
  return harness;
}
