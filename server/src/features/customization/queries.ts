import { and, eq } from 'drizzle-orm';
import type { ColumnPreference } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { columnPreferences } from '../../db/schema/index.js';

export async function findColumnPreferences(db: Database, userId: number, page: string) {
  return db.query.columnPreferences.findFirst({
    where: and(eq(columnPreferences.userId, userId), eq(columnPreferences.page, page)),
  });
}

export async function saveColumnPreferences(
  db: Database,
  userId: number,
  page: string,
  columns: ColumnPreference[],
  now: Date,
) {
  await db
    .insert(columnPreferences)
    .values({ userId, page, columnVisibility: columns, updatedAt: now })
    .onConflictDoUpdate({
      target: [columnPreferences.userId, columnPreferences.page],
      set: { columnVisibility: columns, updatedAt: now },
    });
}
