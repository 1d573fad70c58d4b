import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checklistItemClasses } from '../../db/schema/index.js';

export type ItemClassRow = typeof checklistItemClasses.$inferSelect;

export async function listItemClassRows(db: Database): Promise<ItemClassRow[]> {
  return db.select().from(checklistItemClasses).orderBy(asc(checklistItemClasses.id));
}

export async function replaceItemClassRows(db: Database, rows: (typeof checklistItemClasses.$inferInsert)[]) {
  await db.delete(checklistItemClasses);
  if (rows.length > 0) await db.insert(checklistItemClasses).values(rows);
}
