import path from 'node:path';
import { z } from 'zod';

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ error: `${name} must be a URL.` }).optional());

const isValidTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const environment = z.object({
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
  ADMIN_PASSWORD: z.string().min(8, { error: 'ADMIN_PASSWORD must be at least 8 characters.' }).optional(),
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
  SEED_DEMO: z.enum(['0', '1'], { error: 'SEED_DEMO must be 0 or 1.' }).default('1'),
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
});

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
  webDist: string;
  /** Sign-in and forgot-password attempts allowed per address and minute. */
  authRateLimit: number;
  /**
   * The proxies in front of the server (a hop count or their addresses), whose X-Forwarded-For
   * is believed; none by default, or any client could pick its own address and dodge rate limits.
   */
  trustProxy: false | number | string[];
  /** Load the demo fleet into a brand-new embedded database (SEED_DEMO=0 turns it off). */
  seedDemo: boolean;
};

export class ConfigError extends Error {}

function trustedProxies(setting: string | undefined): Config['trustProxy'] {
  if (!setting || setting === '0') return false;
  return /^\d+$/.test(setting) ? Number(setting) : setting.split(',');
}

/** Reads and checks the environment once at start; every problem is listed, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`The environment is not valid:\n${problems.join('\n')}`);
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
    webDist: values.WEB_DIST,
    authRateLimit: values.AUTH_RATE_LIMIT,
    trustProxy: trustedProxies(values.TRUST_PROXY),
    seedDemo: values.SEED_DEMO === '1',
  };
}
