import { z } from 'zod';
import { emailAddress } from './fields.js';

export const roles = ['admin', 'supervisor', 'driver'] as const;
export type Role = (typeof roles)[number];

/** The spec spells the role `supervisior`; that spelling is accepted on input and stored as `supervisor`. */
export function roleField<const Allowed extends readonly [Role, ...Role[]]>(allowed: Allowed, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim().toLowerCase() === 'supervisior' ? 'supervisor' : value),
    z.enum(allowed, { error: message }),
  );
}

/** For new passwords (issue 16); older, shorter ones still sign in. */
export const passwordMinLength = 12;

export const authMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Password and Confirm Password must be match.',
  passwordTooShort: `Password must be at least ${passwordMinLength} characters.`,
  invalidCredentials: 'These credentials do not match our records.',
  accountDisabled: 'Your account is disabled. Please contact your administrator.',
  forgotPasswordSent: 'Forgot password email has been sent to given email, please check',
  passwordChanged: 'Your Password has been changed Successfully',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  signedIn: 'Signed in successfully.',
  signedOut: 'Signed out successfully.',
} as const;

/** The answer to too many attempts, from one address or for one account alike. */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts. Please try again in ${seconds} seconds.`;
}

export const loginRequest = z.object({
  email: emailAddress(authMessages.usernameRequired),
  password: z.string({ error: authMessages.passwordRequired }).min(1, { error: authMessages.passwordRequired }),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const signedInUser = z.object({
  token: z.string(),
  role: z.enum(roles),
  name: z.string(),
  email: z.string(),
});
export type SignedInUser = z.infer<typeof signedInUser>;

export const forgotPasswordRequest = z.object({
  email: emailAddress(authMessages.usernameRequired),
});

const newPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired })
  .min(passwordMinLength, { error: authMessages.passwordTooShort })
  .max(200);

const passwordPair = z.object({
  password: newPassword,
  confirm_password: z
    .string({ error: authMessages.confirmPasswordRequired })
    .min(1, { error: authMessages.confirmPasswordRequired }),
});

const passwordsMatch: [
  (pair: { password: string; confirm_password: string }) => boolean,
  { error: string; path: string[] },
] = [
  (pair) => pair.password === pair.confirm_password,
  { error: authMessages.passwordsMustMatch, path: ['confirm_password'] },
];

/** The reset screen's fields: a password typed twice. */
export const resetPasswordForm = passwordPair.refine(...passwordsMatch);

/**
 * `POST api/reset-password?token=`: the confirmation arrives as `password_confirmation` (the call)
 * or `confirm_password` (the screen); the token in the query or the body.
 */
export const resetPasswordRequest = z
  .object({
    token: z.string().max(200).optional(),
    password: z.unknown().optional(),
    password_confirmation: z.unknown().optional(),
    confirm_password: z.unknown().optional(),
  })
  .transform(({ password_confirmation, confirm_password, ...rest }) => ({
    ...rest,
    confirm_password: password_confirmation ?? confirm_password,
  }))
  .pipe(passwordPair.extend({ token: z.string().optional() }).refine(...passwordsMatch));
