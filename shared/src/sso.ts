import { z } from 'zod';
import { safeReturnPath } from './return-path.js';

/** Single sign-on (OpenID Connect); its refusal codes are in sso-errors.ts (no zod: the sign-in page reads them). */
export const ssoMessages = {
  passwordSignInOff: 'Password sign-in is turned off. Please sign in with single sign-on.',
  notConfigured: 'Single sign-on is not set up here.',
  returnPathInvalid: 'The return path must be a path of this site, such as /vehicles.',
  handoffMissing: 'This sign-in has expired. Please sign in again.',
} as const;

/** `GET api/auth/methods`: what the sign-in page offers. */
export const authMethods = z.object({
  password: z.boolean(),
  /** The provider's name for the "Sign in with …" button, or null without single sign-on. */
  sso: z.object({ name: z.string() }).nullable(),
});
export type AuthMethods = z.infer<typeof authMethods>;

export const oidcStartQuery = z.object({
  return_to: z
    .string()
    .max(2000, { error: ssoMessages.returnPathInvalid })
    .refine((path) => safeReturnPath(path) !== null, { error: ssoMessages.returnPathInvalid })
    .optional(),
});

/**
 * What the provider sends back. Providers add parameters of their own (`session_state`, `iss`,
 * `scope`), so others pass; openid-client checks the whole answer.
 */
export const oidcCallbackQuery = z.looseObject({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
});
