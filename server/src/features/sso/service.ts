import type { SignedInUser } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { OidcSettings } from '../../config-oidc.js';
import { openSession } from '../auth/index.js';
import { accountForClaims, wantedClaims } from './account.js';
import { authorizationUrl, claimsFromCallback, newAttemptChecks } from './oidc-client.js';
import { deleteOidcLoginsBefore, insertOidcLogin, takeOidcLogin } from './queries.js';
import { SsoRefusal } from './refusal.js';

/** How long the provider may take to send the person back. */
export const attemptLifetimeMs = 10 * 60 * 1000;

export const callbackPath = '/api/auth/oidc/callback';

export function redirectUri(context: AppContext): string {
  return `${context.config.appUrl}${callbackPath}`;
}

/**
 * Begins a sign-in: stores the attempt (state, PKCE verifier, nonce, where to go afterwards) for
 * whichever instance the provider sends the person back to, and returns the provider's address.
 */
export async function startOidcSignIn(
  context: AppContext,
  settings: OidcSettings,
  returnTo: string,
): Promise<{ url: string; state: string }> {
  const checks = newAttemptChecks();
  const url = await authorizationUrl(settings, redirectUri(context), checks);
  const now = context.clock.now();
  await deleteOidcLoginsBefore(context.db, new Date(now.getTime() - attemptLifetimeMs));
  await insertOidcLogin(context.db, { ...checks, returnTo, createdAt: now });
  return { url: url.href, state: checks.state };
}

/**
 * Ends a sign-in: `state` must name a live attempt begun in this browser (`browserState`, from
 * the cookie set at the start), used once; then openid-client checks the answer, the account
 * rules pick the account, and a session is opened as a password sign-in opens one.
 */
export async function finishOidcSignIn(
  context: AppContext,
  settings: OidcSettings,
  callbackQuery: string,
  browserState: string | undefined,
): Promise<{ user: SignedInUser; returnTo: string }> {
  const callbackUrl = new URL(redirectUri(context));
  callbackUrl.search = callbackQuery;
  const state = callbackUrl.searchParams.get('state');
  if (!state || state !== browserState) throw new SsoRefusal('expired');
  const since = new Date(context.clock.now().getTime() - attemptLifetimeMs);
  const attempt = await takeOidcLogin(context.db, state, since);
  if (!attempt) throw new SsoRefusal('expired');
  const claims = await claimsFromCallback(settings, callbackUrl, attempt, wantedClaims(settings));
  const account = await accountForClaims(context, settings, claims);
  return { user: await openSession(context, account), returnTo: attempt.returnTo };
}
