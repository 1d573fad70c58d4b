import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { drivers, users } from '../../db/schema/index.js';

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

/** A supervisor account's full name as the crew rule compares it (see crews.ts). */
const supervisorFullName = sql`btrim(${users.firstName} || ' ' || ${users.lastName})`;

/** The ids of up to two supervisor accounts whose full name is exactly `name` (outer spaces aside). */
export async function findSupervisorIdsNamed(db: Database, name: string): Promise<number[]> {
  const matches = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'supervisor'), sql`${supervisorFullName} = ${name.trim()}`))
    .limit(2);
  return matches.map((match) => match.id);
}

/** Links the drivers named after a supervisor (outer spaces aside) that belong to no crew yet. */
export async function linkUnlinkedDriversNamed(db: Database, supervisor: { id: number; name: string }): Promise<void> {
  await db
    .update(drivers)
    .set({ supervisorId: supervisor.id })
    .where(and(isNull(drivers.supervisorId), sql`btrim(${drivers.supervisor}) = ${supervisor.name.trim()}`));
}
