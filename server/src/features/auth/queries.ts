import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResets, sessions, users } from '../../db/schema/index.js';

export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/**
 * Sessions are touched at most this often, so reads do not each cost a write; the idle timeout
 * is therefore exact to within this much.
 */
export const touchIntervalMs = 60 * 1000;

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export async function findUserByEmail(db: Database, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
}

export async function createSession(db: Database, userId: number, tokenHash: string, now: Date) {
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + sessionLifetimeMs),
    })
    .returning();
  return session!;
}

/**
 * The live session behind a token hash and its user, if the token is valid, the user enabled, and
 * the session was used within `idleMs` (an idle session ends even before its 30 days).
 */
export async function findSessionUser(db: Database, tokenHash: string, now: Date, idleMs: number) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - idleMs)),
        eq(users.enabled, true),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const { session, user } = row;
  return {
    session,
    user: {
      id: user.id,
      role: user.role,
      name: fullName(user),
      email: user.email,
      sessionId: session.id,
      apiToken: null,
    },
  };
}

export async function touchSession(db: Database, session: { id: number; lastUsedAt: Date }, now: Date) {
  if (now.getTime() - session.lastUsedAt.getTime() < touchIntervalMs) return;
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
}

export async function revokeSession(db: Database, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs a user out everywhere: after a password change, or when an account is disabled. */
export async function revokeUserSessions(db: Database, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function createPasswordReset(
  db: Database,
  userId: number,
  tokenHash: string,
  now: Date,
  lifetimeMs: number,
) {
  await db
    .insert(passwordResets)
    .values({ userId, tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) });
}

/**
 * Marks a reset token used and returns its user, only if it was unused and unexpired (one use)
 * and the account is enabled: a disabled account cannot sign in through a reset either.
 */
export async function consumePasswordReset(db: Database, tokenHash: string, now: Date) {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        sql`exists (select 1 from ${users} where ${users.id} = ${passwordResets.userId} and ${users.enabled})`,
      ),
    )
    .returning({ userId: passwordResets.userId });
  return reset;
}

/**
 * Sets a new password and ends whatever the old one opened: every outstanding reset link, and
 * every session but `keepSessionId` (the caller's own, when someone changes their own password).
 * Every password change goes through here; call it inside the change's transaction.
 */
export async function replacePassword(
  db: Database,
  userId: number,
  passwordHash: string,
  now: Date,
  keepSessionId?: number,
) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
