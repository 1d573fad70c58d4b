import type { AuthMethods, authMessages, ErrorResponse, LoginRequest, Role, SignedInUser } from '@fleet-ops/shared';

/**
 * Zod-free checks for what the sign-in page and every page's start-up handle: the stored user,
 * the answer to `POST api/login`, a failure's body and the sign-in form's fields. zod and the
 * shared schemas weigh about 27 kB (gzip), so they come with the signed-in screens rather than
 * with the sign-in page. Each check accepts and returns what its shared schema does (its type is
 * the schema's; wire-checks.test.ts compares the two on the same values), and everything else
 * checks answers with the shared schemas themselves.
 */

/**
 * What an answer is checked with: a shared zod schema, or one of the zod-free checks here (the
 * sign-in page's, which must not download zod). It lives here rather than in the API client,
 * which imports these checks, so the two files do not import each other.
 */
export type ResponseSchema<Output = unknown> = {
  safeParse(value: unknown): { success: true; data: Output } | { success: false };
};

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every role once: the compiler keeps it in step with the shared `Role`. */
const roleNames: Record<Role, true> = { admin: true, supervisor: true, driver: true };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(roleNames, value);
}

/** `signedInUser.safeParse(value).data`: the four fields, anything else dropped, or null. */
export function readSignedInUser(value: unknown): SignedInUser | null {
  if (!isPlainObject(value)) return null;
  const { token, role, name, email } = value;
  if (typeof token !== 'string' || !isRole(role) || typeof name !== 'string' || typeof email !== 'string') return null;
  return { token, role, name, email };
}

/** `errorResponse.safeParse(body).data`: a failure's message and field messages, or null. */
export function readErrorResponse(body: unknown): ErrorResponse | null {
  if (!isPlainObject(body) || typeof body.message !== 'string') return null;
  const { message, errors } = body;
  if (errors === undefined) return { message };
  if (!isPlainObject(errors)) return null;
  const fields = Object.values(errors);
  const valid = fields.every(
    (messages) => Array.isArray(messages) && messages.every((text) => typeof text === 'string'),
  );
  return valid ? { message, errors: errors as Record<string, string[]> } : null;
}

/** `dataResponse(signedInUser)`, the answer to `POST api/login`, for the API client. */
export const signedInResponse: ResponseSchema<{ data: SignedInUser; message: string }> = {
  safeParse(value) {
    if (!isPlainObject(value) || typeof value.message !== 'string') return { success: false };
    const data = readSignedInUser(value.data);
    return data ? { success: true, data: { data, message: value.message } } : { success: false };
  },
};

/** `dataResponse(authMethods)`, the answer to `GET api/auth/methods`: what the sign-in page offers. */
export const authMethodsResponse: ResponseSchema<{ data: AuthMethods; message: string }> = {
  safeParse(value) {
    if (!isPlainObject(value) || typeof value.message !== 'string' || !isPlainObject(value.data)) {
      return { success: false };
    }
    const { password, sso } = value.data;
    if (typeof password !== 'boolean') return { success: false };
    if (sso === null) return { success: true, data: { data: { password, sso }, message: value.message } };
    if (!isPlainObject(sso) || typeof sso.name !== 'string') return { success: false };
    return { success: true, data: { data: { password, sso: { name: sso.name } }, message: value.message } };
  },
};

/**
 * The pattern `z.email()` checks addresses with (zod's `regexes.email`, copied: importing it
 * would bring all of zod's patterns; wire-checks.test.ts keeps the two the same).
 */
export const emailPattern =
  // eslint-disable-next-line no-useless-escape -- zod's pattern as written, so the test can compare them.
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

type AuthMessages = typeof authMessages;

/**
 * The sign-in form's messages, as `loginRequest` writes them. The types are the shared
 * constants' literal texts, so the compiler refuses any other wording.
 */
const loginMessages: Pick<AuthMessages, 'usernameRequired' | 'passwordRequired'> & { invalidEmail: string } = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidEmail: 'Enter a valid email address.',
};

/** `loginRequest`'s verdict on the sign-in form: each failing field's (English) message. */
export function loginFormErrors({ email, password }: LoginRequest): Partial<Record<keyof LoginRequest, string>> {
  const errors: Partial<Record<keyof LoginRequest, string>> = {};
  const address = email.trim();
  if (address.length === 0) errors.email = loginMessages.usernameRequired;
  else if (address.length > 254 || !emailPattern.test(address)) errors.email = loginMessages.invalidEmail;
  if (password.length === 0) errors.password = loginMessages.passwordRequired;
  return errors;
}
