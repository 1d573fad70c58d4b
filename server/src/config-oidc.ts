import { z } from 'zod';
import type { Role } from '@fleet-ops/shared';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** true/false (or 1/0), as a person would write it in an environment file. */
const yesNo = (name: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `${name} must be true or false.` })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

/** Single sign-on through an OpenID Connect provider (Entra ID, Google Workspace, Keycloak…). */
export const oidcEnvironment = z.object({
  OIDC_ISSUER: optionalText.pipe(z.url({ error: 'OIDC_ISSUER must be a URL.' }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: optionalText,
  OIDC_SCOPES: optionalText,
  OIDC_ALLOWED_DOMAINS: optionalText,
  OIDC_ROLE_CLAIM: optionalText,
  OIDC_ROLE_MAP: optionalText,
  OIDC_EXISTING_USERS_ONLY: yesNo('OIDC_EXISTING_USERS_ONLY'),
  OIDC_ALLOW_HTTP: yesNo('OIDC_ALLOW_HTTP'),
  PASSWORD_SIGN_IN: yesNo('PASSWORD_SIGN_IN'),
});

type OidcEnvironment = z.infer<typeof oidcEnvironment> & { APP_URL?: string | undefined };

/** Roles an account made at its first single sign-on may get (see `roleMapProblem`). */
export type MappedRole = Exclude<Role, 'driver'>;

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the sign-in page's button. */
  name: string;
  scopes: string;
  /** Lower-case email domains allowed to sign in; empty: any. */
  allowedDomains: string[];
  /** Accounts made at a first sign-on, by a claim's value; null: existing users only. */
  roleMapping: { claim: string; roles: Record<string, MappedRole> } | null;
  /** A plain-http provider (allowed on this machine, or with OIDC_ALLOW_HTTP). */
  allowHttp: boolean;
};

export type SignInConfig = { passwordSignIn: boolean; oidc: OidcSettings | undefined };

const domainPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function listOf(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Scopes as OpenID Connect writes them (spaces), commas accepted too. */
function scopeList(setting: string): string[] {
  return setting.split(/[\s,]+/).filter(Boolean);
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** Why one OIDC_ROLE_MAP entry is wrong, or its claim value and role. */
function roleMapEntry(entry: string): { problem: string } | { value: string; role: MappedRole } {
  const at = entry.lastIndexOf('=');
  const value = entry.slice(0, at).trim();
  const role = entry.slice(at + 1).trim();
  if (at < 0 || !value) return { problem: `"${entry}" must be claim-value=role, e.g. fleet-admins=admin.` };
  if (role === 'driver') {
    return {
      problem:
        'drivers are not created by single sign-on (a driver needs a location and a licence): ' +
        'add them on the Drivers screen and they sign in with single sign-on by their email.',
    };
  }
  if (role !== 'admin' && role !== 'supervisor')
    return { problem: `"${entry}" names no role: use admin or supervisor.` };
  return { value, role };
}

function roleMapProblems(setting: string | undefined): string[] {
  return listOf(setting).flatMap((entry) => {
    const parsed = roleMapEntry(entry);
    return 'problem' in parsed ? [`OIDC_ROLE_MAP: ${parsed.problem}`] : [];
  });
}

function issuerProblems(values: OidcEnvironment, issuer: string): string[] {
  const problems: string[] = [];
  if (!values.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID: OIDC_CLIENT_ID must be set with OIDC_ISSUER.');
  if (!values.OIDC_CLIENT_SECRET) problems.push('OIDC_CLIENT_SECRET: OIDC_CLIENT_SECRET must be set with OIDC_ISSUER.');
  if (!values.APP_URL) {
    problems.push(
      'APP_URL: APP_URL must be set with OIDC_ISSUER: the provider sends people back to <APP_URL>/api/auth/oidc/callback.',
    );
  }
  const url = new URL(issuer);
  if (url.protocol !== 'https:' && !isLoopback(url) && !values.OIDC_ALLOW_HTTP) {
    problems.push(
      'OIDC_ISSUER: OIDC_ISSUER must use https (plain http only for a provider on this machine, or with OIDC_ALLOW_HTTP=true).',
    );
  }
  if (!scopeList(values.OIDC_SCOPES ?? 'openid').includes('openid')) {
    problems.push('OIDC_SCOPES: OIDC_SCOPES must include openid.');
  }
  const badDomains = listOf(values.OIDC_ALLOWED_DOMAINS).filter((domain) => !domainPattern.test(domain.toLowerCase()));
  problems.push(
    ...badDomains.map((domain) => `OIDC_ALLOWED_DOMAINS: "${domain}" is not a domain such as example.com.`),
  );
  if (Boolean(values.OIDC_ROLE_CLAIM) !== Boolean(values.OIDC_ROLE_MAP)) {
    problems.push('OIDC_ROLE_MAP: OIDC_ROLE_CLAIM and OIDC_ROLE_MAP go together.');
  }
  if (values.OIDC_ROLE_MAP && values.OIDC_EXISTING_USERS_ONLY) {
    problems.push(
      'OIDC_EXISTING_USERS_ONLY: OIDC_EXISTING_USERS_ONLY=true creates no accounts, so OIDC_ROLE_MAP would never be used: set one or the other.',
    );
  }
  return [...problems, ...roleMapProblems(values.OIDC_ROLE_MAP)];
}

/** Problems a single field cannot show: settings that only make sense together. */
export function oidcProblems(values: OidcEnvironment): string[] {
  if (values.OIDC_ISSUER) return issuerProblems(values, values.OIDC_ISSUER);
  const given = Object.entries(values).filter(
    ([name, value]) => name.startsWith('OIDC_') && name !== 'OIDC_ISSUER' && value !== undefined,
  );
  const problems = given.map(([name]) => `OIDC_ISSUER: OIDC_ISSUER must be set for ${name} to mean anything.`);
  if (values.PASSWORD_SIGN_IN === false) {
    problems.push(
      'PASSWORD_SIGN_IN: PASSWORD_SIGN_IN=false needs single sign-on (OIDC_ISSUER), or nobody could sign in.',
    );
  }
  return problems;
}

function roleMapping(values: OidcEnvironment): OidcSettings['roleMapping'] {
  if (!values.OIDC_ROLE_CLAIM || !values.OIDC_ROLE_MAP) return null;
  const roles: Record<string, MappedRole> = {};
  for (const entry of listOf(values.OIDC_ROLE_MAP)) {
    const parsed = roleMapEntry(entry);
    if ('role' in parsed) roles[parsed.value] = parsed.role;
  }
  return { claim: values.OIDC_ROLE_CLAIM, roles };
}

/** Call after `oidcProblems` found nothing. */
export function signInConfig(values: OidcEnvironment): SignInConfig {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = values;
  return {
    passwordSignIn: values.PASSWORD_SIGN_IN ?? true,
    oidc:
      issuer && clientId && clientSecret
        ? {
            issuer,
            clientId,
            clientSecret,
            name: values.OIDC_NAME ?? 'SSO',
            scopes: scopeList(values.OIDC_SCOPES ?? 'openid email profile').join(' '),
            allowedDomains: listOf(values.OIDC_ALLOWED_DOMAINS).map((domain) => domain.toLowerCase()),
            roleMapping: roleMapping(values),
            allowHttp: new URL(issuer).protocol === 'http:',
          }
        : undefined,
  };
}
