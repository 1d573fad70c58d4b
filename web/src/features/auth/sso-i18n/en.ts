import type { SsoErrorCode } from '@fleet-ops/shared';

/**
 * Single sign-on on the sign-in page (namespace `sso`): loaded with its button, only where single
 * sign-on is set up or has just been refused, so the password-only sign-in page carries none of it.
 */
export const en = {
  signInWith: 'Sign in with {{name}}',
  or: 'or',
  /** Why a single sign-on came back refused (`/login?sso_error=<code>`). */
  errors: {
    cancelled: 'Single sign-on was cancelled.',
    failed: 'Single sign-on did not succeed. Please try again.',
    expired: 'This sign-in attempt expired or was already used. Please try again.',
    unavailable: 'The sign-in provider cannot be reached right now. Please try again later.',
    domain: 'Your email address is not from a domain allowed to sign in here.',
    email_unverified: 'Your sign-in provider did not give a verified email address.',
    no_account: 'There is no Fleet Ops account for you. Ask an administrator to add you.',
    disabled: 'Your account is disabled. Please contact your administrator.',
  } satisfies Record<SsoErrorCode, string>,
};
