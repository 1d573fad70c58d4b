import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/**
 * Two short-lived cookies, each sent to one path only. The state cookie ties the provider's answer
 * to the browser that began the sign-in: without it, someone could send a victim the answer to
 * their own sign-in and have the victim work in their account. The session cookie hands the new
 * token to the web app without putting it in an address (which logs and history keep).
 */
export const stateCookie = { name: 'fleet_ops_sso_state', path: '/api/auth/oidc/callback', maxAgeSeconds: 600 };
export const sessionCookie = { name: 'fleet_ops_sso_session', path: '/api/auth/oidc/session', maxAgeSeconds: 120 };

type Cookie = typeof stateCookie;

/**
 * Whether the browser reached the app over HTTPS, so the cookies get `Secure` (never sent over
 * plain HTTP, where anyone on the network could read the state or the session): `APP_URL` says
 * https, the request came over TLS or through a proxy `TRUST_PROXY` believes saying so (Fastify's
 * `request.protocol`), or `FORCE_HTTPS=1`. A site reached at http://10.x.x.x keeps cookies that work.
 */
export function overHttps(request: FastifyRequest, config: Pick<Config, 'appUrl' | 'forceHttps'>): boolean {
  return config.appUrl.startsWith('https:') || config.forceHttps || request.protocol === 'https';
}

/**
 * `SameSite=Lax` for the state: the provider's redirect back is a cross-site navigation, which Lax
 * cookies follow. `Strict` for the session: only the app's own page asks for it.
 */
export function setCookie(cookie: Cookie, value: string, secure: boolean): string {
  const sameSite = cookie === stateCookie ? 'Lax' : 'Strict';
  return `${cookie.name}=${value}; Path=${cookie.path}; Max-Age=${cookie.maxAgeSeconds}; HttpOnly; SameSite=${sameSite}${secure ? '; Secure' : ''}`;
}

export function clearCookie(cookie: Cookie): string {
  return `${cookie.name}=; Path=${cookie.path}; Max-Age=0; HttpOnly`;
}

/** The cookie's value; the values this feature sets are base64url, so nothing needs decoding. */
export function readCookie(request: FastifyRequest, cookie: Cookie): string | undefined {
  const pairs = (request.headers.cookie ?? '').split(';').map((pair) => pair.trim().split('='));
  return pairs.find(([name]) => name === cookie.name)?.[1] || undefined;
}
