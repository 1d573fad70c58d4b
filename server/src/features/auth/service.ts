import {
  authMessages,
  ssoMessages,
  tooManyAttemptsMessage,
  type LoginRequest,
  type Role,
  type SignedInUser,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { composeMail } from '../../lib/mail-format.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import {
  consumePasswordReset,
  createPasswordReset,
  createSession,
  findUserByEmail,
  fullName,
  replacePassword,
  revokeSession,
} from './queries.js';
import type { SignInThrottle } from './throttle.js';

export const resetLinkLifetimeMs = 60 * 60 * 1000;

/** Refused for now: too many wrong passwords for this email (see `throttle.ts`). */
export class AccountThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', tooManyAttemptsMessage(retryAfterSeconds));
  }
}

export async function signIn(
  context: AppContext,
  credentials: LoginRequest,
  throttle: SignInThrottle,
): Promise<SignedInUser> {
  refuseWhenPasswordSignInIsOff(context);
  const now = context.clock.now();
  // Checked before the email is looked up, so a throttled known and unknown email answer alike.
  const wait = await throttle.waitSeconds(credentials.email, now);
  if (wait > 0) throw new AccountThrottledError(wait);
  const user = await findUserByEmail(context.db, credentials.email);
  // The same argon2 work whether or not the email exists, so timing reveals nothing.
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), credentials.password);
  if (!user || !passwordMatches) {
    await throttle.recordFailure(credentials.email, now);
    throw new AppError('validation', authMessages.invalidCredentials, { email: [authMessages.invalidCredentials] });
  }
  await throttle.clear(credentials.email);
  if (!user.enabled) throw new AppError('forbidden', authMessages.accountDisabled);
  return openSession(context, user);
}

/** With PASSWORD_SIGN_IN=false, passwords neither sign in nor are reset by mail. */
export function refuseWhenPasswordSignInIsOff(context: AppContext): void {
  if (!context.config.signIn.passwordSignIn) throw new AppError('forbidden', ssoMessages.passwordSignInOff);
}

type SessionUser = { id: number; role: Role; firstName: string; lastName: string; email: string };

/**
 * A new session for an enabled account, whichever way it signed in (password or single sign-on):
 * the token goes to the caller once, only its hash is stored.
 */
export async function openSession(context: AppContext, user: SessionUser): Promise<SignedInUser> {
  const token = newToken();
  await createSession(context.db, user.id, hashToken(token), context.clock.now());
  return { token, role: user.role, name: fullName(user), email: user.email };
}

export async function signOut(context: AppContext, sessionId: number): Promise<void> {
  await revokeSession(context.db, sessionId, context.clock.now());
}

/** The reset mail in the language of the page that asked for it (users store no language). */
const resetMail = {
  en: {
    subject: 'Reset your Fleet Ops password',
    text: (name: string, link: string) => [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Fleet Ops account. To choose a new password, open:',
      link,
      '',
      'The link works once and expires in 60 minutes. If you did not ask for it, ignore this email.',
    ],
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Fleet Ops',
    text: (name: string, link: string) => [
      `Bonjour ${name},`,
      '',
      'Quelqu’un a demandé de réinitialiser le mot de passe de votre compte Fleet Ops. Pour choisir un nouveau mot de passe, ouvrez :',
      link,
      '',
      'Le lien ne fonctionne qu’une fois et expire dans 60 minutes. Si vous n’avez rien demandé, ignorez ce courriel.',
    ],
  },
} satisfies Record<ReaderLanguage, { subject: string; text: (name: string, link: string) => string[] }>;

/**
 * Sends a reset link when the email belongs to an enabled account (a disabled or unknown one gets
 * nothing), in `language` (the asking page's, from Accept-Language). The route runs this only after its answer has gone out, the same for every email,
 * so neither the answer nor its timing tells whether an account exists. Only the token's hash
 * is stored; the link itself exists only in the mail.
 */
export async function requestPasswordReset(
  context: AppContext,
  email: string,
  language: ReaderLanguage = 'en',
): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (!user || !user.enabled) return;
  const token = newToken();
  await createPasswordReset(context.db, user.id, hashToken(token), context.clock.now(), resetLinkLifetimeMs);
  const link = `${context.config.appUrl}/reset-password/${token}`;
  const words = resetMail[language];
  await context.mailer.send({
    to: user.email,
    ...composeMail(words.subject, [{ language, lines: words.text(fullName(user), link) }]),
    secrets: [link],
  });
}

/**
 * Sets the new password, uses up the token, voids the account's other reset links and signs it
 * out everywhere, all or nothing. A disabled account's token is refused like an unknown one.
 */
export async function resetPassword(context: AppContext, token: string | undefined, password: string): Promise<void> {
  if (!token) throw fieldError('token', authMessages.resetTokenInvalid);
  const passwordHash = await hashPassword(password);
  const now = context.clock.now();
  await context.db.transaction(async (transaction) => {
    const reset = await consumePasswordReset(transaction, hashToken(token), now);
    if (!reset) throw fieldError('token', authMessages.resetTokenInvalid);
    await replacePassword(transaction, reset.userId, passwordHash, now);
    await recordAudit(transaction, {
      actorId: reset.userId,
      action: 'password_reset',
      entity: 'user',
      entityId: reset.userId,
      after: { password_changed_at: now.toISOString() },
    });
  });
}
