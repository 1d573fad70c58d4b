import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { driverNotifications, drivers, outbox, users } from '../../db/schema/index.js';

export async function driverExists(db: Database, driverId: number): Promise<boolean> {
  const [row] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId)).limit(1);
  return row !== undefined;
}

export async function insertDriverNotification(db: Database, values: typeof driverNotifications.$inferInsert) {
  const [created] = await db.insert(driverNotifications).values(values).returning();
  return created!;
}

/** A driver's notifications, newest first, with the outbox status and who sent each. */
export async function listDriverNotifications(db: Database, driverId: number, limit: number) {
  return db
    .select({
      notification: driverNotifications,
      status: outbox.status,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
    })
    .from(driverNotifications)
    .innerJoin(outbox, eq(outbox.id, driverNotifications.outboxId))
    .leftJoin(users, eq(users.id, driverNotifications.actorId))
    .where(eq(driverNotifications.driverId, driverId))
    .orderBy(desc(driverNotifications.createdAt), desc(driverNotifications.id))
    .limit(limit);
}
