import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return created;
}

export async function listUsers(db: Database, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(users).orderBy(asc(users.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(users),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function countUsers(db: Database): Promise<number> {
  const [total] = await db.select({ value: count() }).from(users);
  return total?.value ?? 0;
}
