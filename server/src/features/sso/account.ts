import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { MappedRole, OidcSettings } from '../../config-oidc.js';
import { recordAudit } from '../../lib/audit.js';
import { createAccount } from '../users/index.js';
import type { Claims } from './oidc-client.js';
import { findUserByEmail, findUserBySubject, linkSubject, type UserRow } from './queries.js';
import { SsoRefusal } from './refusal.js';

/** The claims the account rules read, to ask userinfo for when the ID token lacks them. */
export function wantedClaims(settings: OidcSettings): string[] {
  return ['email', ...(settings.roleMapping ? [settings.roleMapping.claim] : [])];
}

/** The email the provider vouches for: present, and not marked unverified. */
function verifiedEmail(claims: Claims): string {
  if (typeof claims.email !== 'string' || claims.email === '' || claims.email_verified === false) {
    throw new SsoRefusal('email_unverified');
  }
  return claims.email.toLowerCase();
}

function checkDomain(settings: OidcSettings, email: string): void {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (settings.allowedDomains.length > 0 && !settings.allowedDomains.includes(domain)) {
    throw new SsoRefusal('domain');
  }
}

/** The mapped role of the claim's values; admin over supervisor when several match. */
function mappedRole(settings: OidcSettings, claims: Claims): MappedRole | undefined {
  const mapping = settings.roleMapping;
  if (!mapping) return undefined;
  const value = claims[mapping.claim];
  const values = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
  const roles = values.filter((item) => Object.hasOwn(mapping.roles, item)).map((item) => mapping.roles[item]!);
  return roles.includes('admin') ? 'admin' : roles[0];
}

function nameOf(claims: Claims, email: string): { firstName: string; lastName: string } {
  const given = typeof claims.given_name === 'string' ? claims.given_name.trim() : '';
  const family = typeof claims.family_name === 'string' ? claims.family_name.trim() : '';
  if (given) return { firstName: given, lastName: family };
  const [first = '', ...rest] = (typeof claims.name === 'string' ? claims.name : '').trim().split(/\s+/);
  return first ? { firstName: first, lastName: rest.join(' ') } : { firstName: email.split('@')[0]!, lastName: '' };
}

/** Links an account found by its email to the provider's subject, so an email change later keeps it. */
async function linkAccount(context: AppContext, user: UserRow, subject: string): Promise<void> {
  await context.db.transaction(async (transaction) => {
    await linkSubject(transaction, user.id, subject, context.clock.now());
    await recordAudit(transaction, {
      actorId: user.id,
      action: 'link_sso',
      entity: 'user',
      entityId: user.id,
      before: { oidc_subject: null },
      after: { oidc_subject: subject },
    });
  });
}

/** An account for someone the provider knows and the role mapping admits. */
async function createMappedAccount(context: AppContext, role: MappedRole, claims: Claims, email: string) {
  // Never told to anyone: such an account signs in by single sign-on, or chooses a password by
  // the forgotten-password mail when password sign-in is on.
  const password = randomBytes(32).toString('base64url');
  await createAccount(context, { email, password, ...nameOf(claims, email), role, oidcSubject: claims.sub }, null);
  return (await findUserBySubject(context.db, claims.sub))!;
}

/**
 * The account the provider's claims sign in to: by subject, else by email (then linked), else a
 * new one when the role mapping gives a role. Refused: an unverified or missing email, a domain
 * not allowed, an email linked to another subject, no account to use, a disabled account.
 */
export async function accountForClaims(context: AppContext, settings: OidcSettings, claims: Claims): Promise<UserRow> {
  const email = verifiedEmail(claims);
  checkDomain(settings, email);
  const linked = await findUserBySubject(context.db, claims.sub);
  if (linked) return usable(linked);
  const byEmail = await findUserByEmail(context.db, email);
  if (byEmail) {
    // Someone else's provider identity already holds this account.
    if (byEmail.oidcSubject !== null) throw new SsoRefusal('no_account');
    usable(byEmail);
    await linkAccount(context, byEmail, claims.sub);
    return byEmail;
  }
  const role = mappedRole(settings, claims);
  if (!role) throw new SsoRefusal('no_account');
  return createMappedAccount(context, role, claims, email);
}

function usable(user: UserRow): UserRow {
  if (!user.enabled) throw new SsoRefusal('disabled');
  return user;
}
