import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { scheduledJobs } from '../../db/schema/index.js';

type JobStatusValues = Partial<Omit<typeof scheduledJobs.$inferInsert, 'name'>>;

/** Writes what a job did (one row per job, whichever instance ran it). */
export async function recordJobStatus(db: Database, name: string, values: JobStatusValues, at: Date) {
  await db
    .insert(scheduledJobs)
    .values({ name, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: scheduledJobs.name, set: { ...values, updatedAt: at } });
}

export async function listJobStatuses(db: Database) {
  return db.select().from(scheduledJobs).orderBy(asc(scheduledJobs.name));
}
