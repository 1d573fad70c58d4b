import path from 'node:path';
import v8 from 'node:v8';
import { z } from 'zod';
import { passwordMinLength } from '@fleet-ops/shared';
import { defaultChecklistBackdateDays } from '@fleet-ops/shared';
import {
  optionalUrl,
  servicesConfig,
  servicesEnvironment,
  servicesProblems,
  type ServicesConfig,
} from './config-services.js';
import { oidcEnvironment, oidcProblems, signInConfig, type SignInConfig } from './config-oidc.js';

const isValidTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const ownEnvironment = z.object({
  PORT: z.coerce.number({ error: 'PORT must be a number.' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  DATA_DIR: z.string().default(path.resolve(import.meta.dirname, '../../data')),
  BUSINESS_TZ: z
    .string()
    .default('America/St_Johns')
    .refine(isValidTimeZone, { error: 'BUSINESS_TZ must be an IANA timezone such as America/St_Johns.' }),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().default('Fleet Ops <no-reply@fleet-ops.local>'),
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address.' }).default('admin@fleet-ops.local'),
  ADMIN_PASSWORD: z
    .string()
    .min(passwordMinLength, { error: `ADMIN_PASSWORD must be at least ${passwordMinLength} characters.` })
    .optional(),
  APP_URL: optionalUrl('APP_URL'),
  AUTH_RATE_LIMIT: z.coerce
    .number({ error: 'AUTH_RATE_LIMIT must be a number.' })
    .int()
    .min(1, { error: 'AUTH_RATE_LIMIT must be at least 1.' })
    .default(10),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)?$/, {
      error: 'TRUST_PROXY must be a number of proxies or a comma-separated list of their addresses.',
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'LOG_FORMAT must be pretty or json.' }).optional(),
  SEED_DEMO: z.enum(['0', '1'], { error: 'SEED_DEMO must be 0 or 1.' }).optional(),
  NODE_ENV: z.string().optional(),
  SESSION_IDLE_HOURS: z.coerce
    .number({ error: 'SESSION_IDLE_HOURS must be a number.' })
    .positive({ error: 'SESSION_IDLE_HOURS must be more than 0.' })
    .max(720, { error: 'SESSION_IDLE_HOURS must be at most 720 (the 30 days a session lasts).' })
    .default(12),
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: 'MAX_EVENT_LOOP_DELAY_MS must be a number.' })
    .int()
    .min(0, { error: 'MAX_EVENT_LOOP_DELAY_MS must be 0 (no limit) or more.' })
    .default(1000),
  MAX_HEAP_USED_MB: z.coerce
    .number({ error: 'MAX_HEAP_USED_MB must be a number.' })
    .int()
    .min(0, { error: 'MAX_HEAP_USED_MB must be 0 (90% of the heap Node was given) or more.' })
    .default(0),
  FORCE_HTTPS: z.enum(['0', '1'], { error: 'FORCE_HTTPS must be 0 or 1.' }).default('0'),
  PGLITE_MAX_IN_FLIGHT: z.coerce
    .number({ error: 'PGLITE_MAX_IN_FLIGHT must be a number.' })
    .int()
    .min(1, { error: 'PGLITE_MAX_IN_FLIGHT must be at least 1.' })
    .default(2),
  PGLITE_MAX_QUEUED: z.coerce
    .number({ error: 'PGLITE_MAX_QUEUED must be a number.' })
    .int()
    .min(0, { error: 'PGLITE_MAX_QUEUED must be 0 or more.' })
    .default(32),
  PGLITE_MAX_WAIT_MS: z.coerce
    .number({ error: 'PGLITE_MAX_WAIT_MS must be a number.' })
    .int()
    .min(1, { error: 'PGLITE_MAX_WAIT_MS must be at least 1.' })
    .default(3000),
  CHECKLIST_BACKDATE_DAYS: z.coerce
    .number({ error: 'CHECKLIST_BACKDATE_DAYS must be a number of days.' })
    .int({ error: 'CHECKLIST_BACKDATE_DAYS must be a whole number of days.' })
    .min(0, { error: 'CHECKLIST_BACKDATE_DAYS must be 0 or more.' })
    .max(366, { error: 'CHECKLIST_BACKDATE_DAYS must be at most 366.' })
    .default(defaultChecklistBackdateDays),
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false'], { error: 'WEBHOOKS_ALLOW_PRIVATE_ADDRESSES must be true or false.' })
    .default('false'),
});
const environment = ownEnvironment.extend(servicesEnvironment.shape).extend(oidcEnvironment.shape);

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  businessTimeZone: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string | undefined;
  appUrl: string;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  /** Short readable lines for a person, or JSON for a log collector (the default in production). */
  logFormat: 'pretty' | 'json';
  webDist: string;
  /** Sign-in and forgot-password attempts allowed per address and minute. */
  authRateLimit: number;
  /**
   * The proxies in front of the server (a hop count or their addresses), whose X-Forwarded-For
   * is believed; none by default, or any client could pick its own address and dodge rate limits.
   */
  trustProxy: false | number | string[];
  /**
   * When the server is overloaded and answers 503 with Retry-After rather than hang: the event
   * loop's mean delay, and the JavaScript heap in use (default 90% of what Node was given).
   * 0 turns a limit off.
   */
  pressure: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
  /**
   * Load the demo fleet (published passwords) into a brand-new embedded database: by default
   * only outside production (NODE_ENV); SEED_DEMO=1 or 0 decides explicitly.
   */
  seedDemo: boolean;
  /**
   * Browsers are told to upgrade every address to https (CSP upgrade-insecure-requests) even
   * when a request came over plain HTTP: for a site whose proxy does not say X-Forwarded-Proto.
   */
  forceHttps: boolean;
  /**
   * On the embedded PGlite (one query at a time): API requests served at once, how many may wait
   * and for how long; the others get a 503 with Retry-After instead of timing out in a queue.
   */
  pgliteAdmission: { maxInFlight: number; maxQueued: number; maxWaitMs: number };
  /** A session unused this long ends (SESSION_IDLE_HOURS, 12 h by default), besides its 30-day limit. */
  sessionIdleMs: number;
  /** A checklist may be dated today or this many days before; admins go further with a reason. */
  checklistBackdateDays: number;
  /**
   * Webhooks may be sent to loopback, private and link-local addresses (a receiver on the same
   * network, tests): off by default, so an admin's URL cannot reach inside the site's network.
   */
  webhooks: { allowPrivateAddresses: boolean };
  /** Redis and an S3 bucket, for several instances (`config-services.ts`). */
  services: ServicesConfig;
  /** Password sign-in on or off, and single sign-on (`config-oidc.ts`). */
  signIn: SignInConfig;
};

export class ConfigError extends Error {}

function trustedProxies(setting: string | undefined): Config['trustProxy'] {
  if (!setting || setting === '0') return false;
  return /^\d+$/.test(setting) ? Number(setting) : setting.split(',');
}

/** Reads and checks the environment once at start; every problem is listed, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  const problems = parsed.success
    ? [...servicesProblems(parsed.data), ...oidcProblems(parsed.data)]
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`The environment is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    businessTimeZone: values.BUSINESS_TZ,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    adminEmail: values.ADMIN_EMAIL.toLowerCase(),
    adminPassword: values.ADMIN_PASSWORD,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT ?? (values.NODE_ENV === 'production' ? 'json' : 'pretty'),
    webDist: values.WEB_DIST,
    authRateLimit: values.AUTH_RATE_LIMIT,
    trustProxy: trustedProxies(values.TRUST_PROXY),
    pressure: {
      maxEventLoopDelayMs: values.MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: values.MAX_HEAP_USED_MB
        ? values.MAX_HEAP_USED_MB * 1024 * 1024
        : Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9),
    },
    forceHttps: values.FORCE_HTTPS === '1',
    pgliteAdmission: {
      maxInFlight: values.PGLITE_MAX_IN_FLIGHT,
      maxQueued: values.PGLITE_MAX_QUEUED,
      maxWaitMs: values.PGLITE_MAX_WAIT_MS,
    },
    seedDemo: values.SEED_DEMO ? values.SEED_DEMO === '1' : values.NODE_ENV !== 'production',
    sessionIdleMs: values.SESSION_IDLE_HOURS * 60 * 60 * 1000,
    checklistBackdateDays: values.CHECKLIST_BACKDATE_DAYS,
    webhooks: { allowPrivateAddresses: values.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES === 'true' },
    services: servicesConfig(values),
    signIn: signInConfig(values),
  };
}
