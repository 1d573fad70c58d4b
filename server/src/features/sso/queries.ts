import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { oidcLogins, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
type NewOidcLogin = typeof oidcLogins.$inferInsert;

export async function insertOidcLogin(db: Database, login: NewOidcLogin & { createdAt: Date }): Promise<void> {
  await db.insert(oidcLogins).values(login);
}

/** Attempts nobody came back from: the provider's answer is refused after `before` anyway. */
export async function deleteOidcLoginsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(oidcLogins).where(lt(oidcLogins.createdAt, before));
}

/**
 * Uses up the attempt `state` names, if it began after `since`: deleted as it is read, so the
 * same answer from the provider signs nobody in twice, on this instance or another.
 */
export async function takeOidcLogin(db: Database, state: string, since: Date) {
  const [login] = await db
    .delete(oidcLogins)
    .where(and(eq(oidcLogins.state, state), gt(oidcLogins.createdAt, since)))
    .returning();
  return login;
}

export async function findUserBySubject(db: Database, subject: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.oidcSubject, subject) });
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
}

export async function linkSubject(db: Database, userId: number, subject: string, now: Date): Promise<void> {
  await db.update(users).set({ oidcSubject: subject, updatedAt: now }).where(eq(users.id, userId));
}
