/**
 * Single sign-on (OpenID Connect). A refused attempt comes back to the sign-in page as
 * `/login?sso_error=<code>`, which the page words in the reader's language.
 */
export const ssoErrorCodes = [
  /** The person cancelled or the provider refused (`error=access_denied`). */
  'cancelled',
  /** The provider answered something that does not check out, or another error. */
  'failed',
  /** The attempt is unknown, used, more than 10 minutes old, or began in another browser. */
  'expired',
  /** The provider could not be reached. */
  'unavailable',
  /** The email's domain is not one of OIDC_ALLOWED_DOMAINS. */
  'domain',
  /** The provider gave no email, or says it is not verified. */
  'email_unverified',
  /** No account matches, and none may be created (existing users only, or no mapped role). */
  'no_account',
  'disabled',
] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

/** The name of the sign-in page's parameter carrying a refusal's code. */
export const ssoErrorParam = 'sso_error';
