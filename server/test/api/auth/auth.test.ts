import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { multipartBody } from '../../support/multipart.js';

const testApp = useTestApp();

async function latestResetToken(email: string): Promise<string> {
  const [mail] = await testApp.context.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const match = mail?.body.match(/http:\/\/fleet\.test\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`No reset link was mailed to ${email}`);
  return match[1];
}

describe('POST api/login', () => {
  it('signs in with the right password and answers token, role and name', async () => {
    const admin = await testApp.createUser('admin', {
      email: 'boss@fleet.test',
      password: 'correct horse',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const response = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'Boss@Fleet.test', password: 'correct horse' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({ role: 'admin', name: 'Ada Lovelace', email: 'boss@fleet.test' });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.message).toBe('Signed in successfully.');

    const me = await testApp.request({ ...admin, token: body.data.token }, { method: 'GET', url: '/api/users' });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the credentials as multipart form data', async () => {
    await testApp.createUser('driver', { email: 'form@fleet.test', password: 'form password' });
    const form = multipartBody({ email: 'form@fleet.test', password: 'form password' });
    const response = await testApp.request(undefined, { method: 'POST', url: '/api/login', ...form });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.role).toBe('driver');
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    await testApp.createUser('admin', { email: 'known@fleet.test', password: 'right password' });
    const wrongPassword = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'known@fleet.test', password: 'wrong password' },
    });
    const unknownEmail = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@fleet.test', password: 'wrong password' },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  it('names each missing field with the messages of the sign-in form', async () => {
    const response = await testApp.request(undefined, { method: 'POST', url: '/api/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Username is required',
      errors: { email: ['Username is required'], password: ['Password is required'] },
    });
  });

  it('refuses malformed JSON with a 400 and no stack trace', async () => {
    const response = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
    expect(response.body).not.toMatch(/at .*\.js/);
  });
});

describe('POST api/logout', () => {
  it('revokes the token, so the next call with it is 401', async () => {
    const admin = await testApp.createUser('admin');
    const logout = await testApp.request(admin, { method: 'POST', url: '/api/logout' });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Signed out successfully.' });

    const after = await testApp.request(admin, { method: 'GET', url: '/api/users' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401 to a call without a token or with a made-up one', async () => {
    const withoutToken = await testApp.request(undefined, { method: 'POST', url: '/api/logout' });
    const madeUp = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(withoutToken.statusCode).toBe(401);
    expect(madeUp.statusCode).toBe(401);
  });
});

describe('GET api/me', () => {
  it('answers who the token belongs to', async () => {
    const driver = await testApp.createUser('driver', { firstName: 'Dee', lastName: 'River', email: 'dee@fleet.test' });
    const response = await testApp.request(driver, { method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ role: 'driver', name: 'Dee River', email: 'dee@fleet.test' });
  });
});

describe('password reset', () => {
  it('mails a link, sets the new password once, and signs out every session', async () => {
    const user = await testApp.createUser('supervisor', { email: 'forgetful@fleet.test', password: 'old password' });
    const forgot = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/forget-password',
      payload: { email: 'forgetful@fleet.test' },
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ message: 'Forgot password email has been sent to given email, please check' });
    await expect.poll(() => latestResetToken('forgetful@fleet.test').catch(() => '')).not.toBe('');
    const token = await latestResetToken('forgetful@fleet.test');

    const reset = await testApp.request(undefined, {
      method: 'POST',
      url: `/api/reset-password?token=${token}`,
      payload: { password: 'brand new password', password_confirmation: 'brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your Password has been changed Successfully' });

    const oldSession = await testApp.request(user, { method: 'POST', url: '/api/logout' });
    expect(oldSession.statusCode).toBe(401);
    const login = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'forgetful@fleet.test', password: 'brand new password' },
    });
    expect(login.statusCode).toBe(200);

    const again = await testApp.request(undefined, {
      method: 'POST',
      url: `/api/reset-password?token=${token}`,
      payload: { password: 'another password', confirm_password: 'another password' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'This password reset link is invalid or has expired.',
      errors: { token: ['This password reset link is invalid or has expired.'] },
    });
  });

  it('refuses a link older than 60 minutes', async () => {
    await testApp.createUser('admin', { email: 'slow@fleet.test' });
    testApp.setNow('2026-11-18T15:00:00Z');
    await testApp.request(undefined, {
      method: 'POST',
      url: '/api/forget-password',
      payload: { email: 'slow@fleet.test' },
    });
    await expect.poll(() => latestResetToken('slow@fleet.test').catch(() => '')).not.toBe('');
    const token = await latestResetToken('slow@fleet.test');
    testApp.setNow('2026-11-18T16:00:01Z');
    const reset = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'too late password', confirm_password: 'too late password' },
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors.token).toEqual(['This password reset link is invalid or has expired.']);
    testApp.setNow('2026-11-18T15:00:00Z');
  });

  it('answers an unknown email exactly like a known one and mails nothing', async () => {
    const before = await testApp.context.db.select().from(passwordResets);
    const response = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/forget-password',
      payload: { email: 'stranger@fleet.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Forgot password email has been sent to given email, please check' });
    expect(await testApp.context.db.select().from(passwordResets)).toHaveLength(before.length);
    expect(await testApp.context.db.select().from(outbox).where(eq(outbox.recipient, 'stranger@fleet.test'))).toEqual(
      [],
    );
  });

  it('checks the two passwords with the messages of the reset form', async () => {
    const missing = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/reset-password?token=abc',
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      password: ['Password is required'],
      confirm_password: ['Confirm Password is required'],
    });
    const different = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/reset-password?token=abc',
      payload: { password: 'first password', confirm_password: 'second password' },
    });
    expect(different.json().errors).toEqual({ confirm_password: ['Password and Confirm Password must be match.'] });
  });
});
