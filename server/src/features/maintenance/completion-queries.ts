import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { serviceCompletions, vehicles } from '../../db/schema/index.js';

export type CompletionRow = typeof serviceCompletions.$inferSelect;

export async function vehicleExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id));
  return row !== undefined;
}

export async function findCompletion(db: Database, id: number): Promise<CompletionRow | undefined> {
  const [row] = await db.select().from(serviceCompletions).where(eq(serviceCompletions.id, id));
  return row;
}

export async function insertCompletion(db: Database, values: typeof serviceCompletions.$inferInsert) {
  const [created] = await db.insert(serviceCompletions).values(values).returning();
  return created!;
}

/** Takes back what marking the appointment done recorded. */
export async function deleteAppointmentCompletions(db: Database, appointmentId: number) {
  await db.delete(serviceCompletions).where(eq(serviceCompletions.appointmentId, appointmentId));
}
