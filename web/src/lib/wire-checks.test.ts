import { authMethods, dataResponse, errorResponse, loginRequest, signedInUser } from '@fleet-ops/shared';
import { regexes } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  authMethodsResponse,
  emailPattern,
  loginFormErrors,
  readErrorResponse,
  readSignedInUser,
  signedInResponse,
} from './wire-checks';

/** What the shared schema makes of a value: its data, or null when it refuses it. */
const zodVerdict = (schema: { safeParse(value: unknown): { success: boolean; data?: unknown } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const user = { token: 't0k3n', role: 'driver', name: 'Dee River', email: 'dee@example.com' };
const users: unknown[] = [
  user,
  { ...user, extra: 'dropped' },
  { ...user, role: 'supervisior' },
  { ...user, role: 'owner' },
  { ...user, token: 1 },
  { ...user, name: null },
  { token: 't', role: 'admin', name: 'A' },
  [user],
  'user',
  null,
  undefined,
];

const failures: unknown[] = [
  { message: 'Invalid.' },
  { message: 'Invalid.', errors: { email: ['Invalid.'], name: [] } },
  { message: 'Invalid.', errors: { email: 'Invalid.' } },
  { message: 'Invalid.', errors: { email: [1] } },
  { message: 'Invalid.', errors: null },
  { message: 'Invalid.', errors: [['Invalid.']] },
  { message: 1 },
  { errors: {} },
  'Bad Gateway',
  null,
];

describe('the zod-free checks of the sign-in path', () => {
  it.each(users)('read a stored user as signedInUser does: %j', (value) => {
    expect(readSignedInUser(value)).toEqual(zodVerdict(signedInUser, value));
  });

  it.each(users)('read the answer to POST api/login as dataResponse(signedInUser) does: %j', (data) => {
    const answer = { data, message: 'Signed in successfully.' };
    expect(zodVerdict(signedInResponse, answer)).toEqual(zodVerdict(dataResponse(signedInUser), answer));
  });

  it('refuse a login answer without its message', () => {
    expect(signedInResponse.safeParse({ data: user }).success).toBe(false);
  });

  it.each([
    { password: true, sso: null },
    { password: false, sso: { name: 'Microsoft', extra: 'dropped' } },
    { password: true, sso: { name: 1 } },
    { password: 'yes', sso: null },
    { password: true },
    { sso: null },
    null,
    [],
  ])('read the answer to GET api/auth/methods as dataResponse(authMethods) does: %j', (data) => {
    const answer = { data, message: 'OK' };
    expect(zodVerdict(authMethodsResponse, answer)).toEqual(zodVerdict(dataResponse(authMethods), answer));
  });

  it.each(failures)('read a failure as errorResponse does: %j', (body) => {
    expect(readErrorResponse(body)).toEqual(zodVerdict(errorResponse, body));
  });

  it('check addresses with the pattern of z.email()', () => {
    expect(emailPattern.source).toBe(regexes.email.source);
    expect(emailPattern.flags).toBe(regexes.email.flags);
  });

  const logins = [
    ['', ''],
    ['   ', 'secret'],
    ['pat@example.com', ''],
    [' Pat@Example.com ', 'secret'],
    ['pat', 'secret'],
    ['pat@example', 'secret'],
    ['.pat@example.com', 'secret'],
    ['pa..t@example.com', 'secret'],
    [`${'a'.repeat(250)}@example.com`, 'secret'],
    ['pat@example.com', ' '],
  ] as const;

  it.each(logins)('give the sign-in form the messages loginRequest gives: %j %j', (email, password) => {
    const parsed = loginRequest.safeParse({ email, password });
    const expected = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]).reverse());
    expect(loginFormErrors({ email, password })).toEqual(expected);
  });
});
