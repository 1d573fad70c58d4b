import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '@fleet-ops/shared';
import { outbox, passwordResets, users } from '../../../src/db/schema/index.js';
import { createMailer, redactedSecret } from '../../../src/lib/mailer.js';
import { hashToken } from '../../../src/lib/tokens.js';
import { ShortRequestLog } from '../../../src/request-log.js';
import { addDriver, signIn } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

// A generous per-address limit: this file asks for many links from one address.
const testApp = useTestApp({ authRateLimit: 100 });
const resetLink = /http:\/\/fleet\.test\/reset-password\/([A-Za-z0-9_-]{43})/;
const refusedLink = {
  message: authMessages.resetTokenInvalid,
  errors: { token: [authMessages.resetTokenInvalid] },
};

async function mailsTo(email: string) {
  return testApp.context.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id));
}

/** Asks for a link and waits for its mail (sent after the answer); returns the link's token. */
async function requestLink(email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  const response = await testApp.request(undefined, {
    method: 'POST',
    url: '/api/forget-password',
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  await expect.poll(async () => (await mailsTo(email)).length).toBe(before + 1);
  const [mail] = await mailsTo(email);
  const token = mail!.body.match(resetLink)?.[1];
  if (!token) throw new Error(`No reset link in the mail to ${email}`);
  return token;
}

function reset(token: string, password = 'a brand new password') {
  return testApp.request(undefined, {
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, password, confirm_password: password },
  });
}

describe('password reset links end with every password change', () => {
  it("an admin's new password on the Drivers screen voids the driver's outstanding links and sessions", async () => {
    const admin = await testApp.createUser('admin');
    const driver = await addDriver(testApp, admin, { driver_email: 'linked@fleet.test' });
    const session = await signIn(testApp, 'linked@fleet.test', 'driver password');
    const token = await requestLink('linked@fleet.test');

    const change = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      payload: { new_password: 'set by the office', confirm_password: 'set by the office' },
    });
    expect(change.statusCode).toBe(200);

    const late = await reset(token);
    expect([late.statusCode, late.json()]).toEqual([422, refusedLink]);
    const me = await testApp.request(undefined, {
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${session.json().data.token}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await signIn(testApp, 'linked@fleet.test', 'set by the office')).statusCode).toBe(200);
  });

  it('a reset voids the other links asked for before it', async () => {
    await testApp.createUser('supervisor', { email: 'twice@fleet.test' });
    const first = await requestLink('twice@fleet.test');
    const second = await requestLink('twice@fleet.test');
    expect((await reset(second)).statusCode).toBe(200);
    const stale = await reset(first, 'someone else chose this');
    expect([stale.statusCode, stale.json()]).toEqual([422, refusedLink]);
    expect((await signIn(testApp, 'twice@fleet.test', 'a brand new password')).statusCode).toBe(200);
  });

  it('keeps only the hash of the token: the token itself is nowhere in the table', async () => {
    const user = await testApp.createUser('admin', { email: 'hashed@fleet.test' });
    const token = await requestLink('hashed@fleet.test');
    const rows = await testApp.context.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('disabled accounts', () => {
  it('cannot use a link issued before the account was disabled, and the link stays unused', async () => {
    const user = await testApp.createUser('supervisor', { email: 'leaver@fleet.test' });
    const token = await requestLink('leaver@fleet.test');
    await testApp.context.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));

    const refused = await reset(token);
    expect([refused.statusCode, refused.json()]).toEqual([422, refusedLink]);
    const [row] = await testApp.context.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.usedAt).toBeNull();
    await testApp.context.db.update(users).set({ enabled: true }).where(eq(users.id, user.id));
    expect((await signIn(testApp, 'leaver@fleet.test', user.password)).statusCode).toBe(200);
  });

  it('asking for a link gets the usual answer, and nothing is stored or sent', async () => {
    const completed = vi.spyOn(ShortRequestLog.prototype, 'requestCompleted');
    const user = await testApp.createUser('driver', { email: 'away@fleet.test' });
    await testApp.context.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    const response = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/forget-password',
      payload: { email: 'away@fleet.test' },
    });
    expect(response.json()).toEqual({ message: authMessages.forgotPasswordSent });
    // The work runs after the answer, in the route's onResponse hook: the request is logged as
    // completed once that hook is done, so whatever it was going to store is stored by then.
    await expect
      .poll(() => completed.mock.calls.some(([, request]) => request.url === '/api/forget-password'))
      .toBe(true);
    completed.mockRestore();
    expect(await testApp.context.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toEqual(
      [],
    );
    expect(await mailsTo('away@fleet.test')).toEqual([]);
  });
});

describe('the reset mail', () => {
  it('is written in French when the page asking for it is in French, in English otherwise', async () => {
    await testApp.createUser('admin', { email: 'francine@fleet.test', firstName: 'Francine', lastName: 'Roy' });
    const response = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/forget-password',
      payload: { email: 'francine@fleet.test' },
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(async () => (await mailsTo('francine@fleet.test')).length).toBe(1);
    const [french] = await mailsTo('francine@fleet.test');
    expect(french!.subject).toBe('Réinitialisez votre mot de passe Fleet Ops');
    expect(french!.body.split('\n').filter((line) => !resetLink.test(line))).toEqual([
      'Bonjour Francine Roy,',
      '',
      'Quelqu’un a demandé de réinitialiser le mot de passe de votre compte Fleet Ops. Pour choisir un nouveau mot de passe, ouvrez :',
      '',
      'Le lien ne fonctionne qu’une fois et expire dans 60 minutes. Si vous n’avez rien demandé, ignorez ce courriel.',
    ]);

    await requestLink('francine@fleet.test');
    const [english] = await mailsTo('francine@fleet.test');
    expect(english!.subject).toBe('Reset your Fleet Ops password');
    expect(english!.body).toMatch(/^Hello Francine Roy,\n/);
  });
});

describe('with SMTP configured', () => {
  it('keeps no usable link in the outbox or the log; the mail itself carries it', async () => {
    const logged: string[] = [];
    const logger = pino(
      { level: 'trace' },
      new Writable({
        write(chunk, _encoding, done) {
          logged.push(String(chunk));
          done();
        },
      }),
    );
    const withoutSmtp = testApp.context.mailer;
    // Nothing listens on port 9: the send fails fast, which is the worst case for what is kept.
    testApp.context.mailer = createMailer({
      db: testApp.context.db,
      logger,
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'Fleet Ops <no-reply@fleet.test>',
    });
    try {
      const user = await testApp.createUser('admin', { email: 'smtp@fleet.test' });
      await testApp.request(undefined, {
        method: 'POST',
        url: '/api/forget-password',
        payload: { email: 'smtp@fleet.test' },
      });
      await expect.poll(async () => (await mailsTo('smtp@fleet.test'))[0]?.status).toBe('failed');
      const [mail] = await mailsTo('smtp@fleet.test');
      expect(mail!.body).not.toMatch(/reset-password\//);
      expect(mail!.body).toContain(redactedSecret);
      expect(logged.join('')).not.toMatch(/reset-password\//);
      const [row] = await testApp.context.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
      expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      testApp.context.mailer = withoutSmtp;
    }
  });

  it('without SMTP the outbox keeps the link, so a fresh install can read it', async () => {
    await testApp.createUser('admin', { email: 'nosmtp@fleet.test' });
    const token = await requestLink('nosmtp@fleet.test');
    expect((await reset(token)).statusCode).toBe(200);
  });
});
