import type { Database } from '../../db/client.js';
import { siteSettings } from '../../db/schema/index.js';

export async function listSettingRows(db: Database) {
  return db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
}

/** Writes each setting's row, replacing what was there. */
export async function saveSettingRows(
  db: Database,
  values: Record<string, unknown>,
  updatedBy: number,
  updatedAt: Date,
) {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insert(siteSettings)
      .values({ key, value, updatedBy, updatedAt })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy, updatedAt } });
  }
}
