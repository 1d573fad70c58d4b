import * as client from 'openid-client';
import type { OidcSettings } from '../../config-oidc.js';
import { SsoRefusal } from './refusal.js';

/** What the provider says about the person: the ID token's claims over the userinfo answer's. */
export type Claims = Record<string, unknown> & { sub: string };

/** What ties the provider's answer to the attempt that asked (PKCE, state, nonce). */
export type AttemptChecks = { codeVerifier: string; state: string; nonce: string };

/** Discovery is asked once per settings, on first use: a provider down at start stops nothing. */
const discovered = new WeakMap<OidcSettings, Promise<client.Configuration>>();

function providerOf(settings: OidcSettings): Promise<client.Configuration> {
  let configuration = discovered.get(settings);
  if (!configuration) {
    configuration = client.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      // Plain http only passes config-oidc.ts for a provider on this machine or by choice.
      execute: settings.allowHttp ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    discovered.set(settings, configuration);
    // A failure is not kept: the next attempt asks again.
    configuration.catch(() => discovered.delete(settings));
  }
  return configuration.catch((error: unknown) => {
    throw new SsoRefusal('unavailable', error);
  });
}

export function newAttemptChecks(): AttemptChecks {
  return { codeVerifier: client.randomPKCECodeVerifier(), state: client.randomState(), nonce: client.randomNonce() };
}

/** The provider's sign-in page for this attempt: authorization code with PKCE (S256). */
export async function authorizationUrl(settings: OidcSettings, redirectUri: string, checks: AttemptChecks) {
  const provider = await providerOf(settings);
  return client.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri,
    scope: settings.scopes,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
    state: checks.state,
    nonce: checks.nonce,
  });
}

function refusalFor(error: unknown): SsoRefusal {
  if (error instanceof SsoRefusal) return error;
  if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied') {
    return new SsoRefusal('cancelled');
  }
  return new SsoRefusal('failed', error);
}

/**
 * Trades the code in `callbackUrl` for tokens, openid-client checking state, PKCE, the ID
 * token's signature, issuer, audience and nonce. Claims missing from the ID token (providers
 * that keep email or groups for userinfo) are asked from userinfo, for the same subject.
 */
export async function claimsFromCallback(
  settings: OidcSettings,
  callbackUrl: URL,
  checks: AttemptChecks,
  wanted: string[],
): Promise<Claims> {
  const provider = await providerOf(settings);
  try {
    const tokens = await client.authorizationCodeGrant(provider, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims()!;
    const missing = wanted.some((claim) => idClaims[claim] === undefined);
    if (!missing || !provider.serverMetadata().userinfo_endpoint) return { ...idClaims };
    const userInfo = await client.fetchUserInfo(provider, tokens.access_token, idClaims.sub);
    return { ...userInfo, ...idClaims };
  } catch (error) {
    throw refusalFor(error);
  }
}
