import { authMessages, type LoginRequest, type SignedInUser } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import {
  consumePasswordReset,
  createPasswordReset,
  createSession,
  findUserByEmail,
  fullName,
  revokeSession,
  revokeUserSessions,
  setPasswordHash,
} from './queries.js';

export const resetLinkLifetimeMs = 60 * 60 * 1000;

export async function signIn(context: AppContext, credentials: LoginRequest): Promise<SignedInUser> {
  const user = await findUserByEmail(context.db, credentials.email);
  // The same argon2 work whether or not the email exists, so timing reveals nothing.
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), credentials.password);
  if (!user || !passwordMatches) {
    throw new AppError('validation', authMessages.invalidCredentials, { email: [authMessages.invalidCredentials] });
  }
  if (!user.enabled) throw new AppError('forbidden', authMessages.accountDisabled);
  const token = newToken();
  await createSession(context.db, user.id, hashToken(token), context.clock.now());
  return { token, role: user.role, name: fullName(user), email: user.email };
}

export async function signOut(context: AppContext, sessionId: number): Promise<void> {
  await revokeSession(context.db, sessionId, context.clock.now());
}

/**
 * Sends a reset link when the email belongs to an enabled account. The caller answers the same
 * way either way; the mail goes out in the background so the response time does not tell either.
 */
export async function requestPasswordReset(context: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (!user || !user.enabled) return;
  const token = newToken();
  await createPasswordReset(context.db, user.id, hashToken(token), context.clock.now(), resetLinkLifetimeMs);
  const link = `${context.config.appUrl}/reset-password/${token}`;
  void context.mailer
    .send({
      to: user.email,
      subject: 'Reset your Fleet Ops password',
      text: [
        `Hello ${fullName(user)},`,
        '',
        'Someone asked to reset the password of your Fleet Ops account. To choose a new password, open:',
        link,
        '',
        'The link works once and expires in 60 minutes. If you did not ask for it, ignore this email.',
      ].join('\n'),
    })
    .catch((error: unknown) => context.logger.error({ err: error }, 'password reset mail failed'));
}

/** Sets the new password, uses up the token and signs the user out everywhere, all or nothing. */
export async function resetPassword(context: AppContext, token: string | undefined, password: string): Promise<void> {
  if (!token) throw fieldError('token', authMessages.resetTokenInvalid);
  const passwordHash = await hashPassword(password);
  const now = context.clock.now();
  await context.db.transaction(async (transaction) => {
    const reset = await consumePasswordReset(transaction, hashToken(token), now);
    if (!reset) throw fieldError('token', authMessages.resetTokenInvalid);
    await setPasswordHash(transaction, reset.userId, passwordHash, now);
    await revokeUserSessions(transaction, reset.userId, now);
    await recordAudit(transaction, {
      actorId: reset.userId,
      action: 'password_reset',
      entity: 'user',
      entityId: reset.userId,
      after: { password_changed_at: now.toISOString() },
    });
  });
}
