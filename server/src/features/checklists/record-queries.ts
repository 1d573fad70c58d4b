import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { allowedLocationNames } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { checklistAmendments, checklistAttachments, checklists, defects, locations } from '../../db/schema/index.js';

const finished = ['verified', 'no_defect_found'] as const;

/** The site locations a checklist's place may be chosen from, in the spec's order. */
export async function listPlaceLocations(db: Database) {
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(inArray(locations.name, [...allowedLocationNames]));
  const order = (name: string) => allowedLocationNames.indexOf(name as (typeof allowedLocationNames)[number]);
  return rows.sort((first, second) => order(first.name) - order(second.name));
}

export async function findPlaceLocation(db: Database, id: number) {
  const [row] = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, id), inArray(locations.name, [...allowedLocationNames])))
    .limit(1);
  return row;
}

export async function insertAmendment(db: Database, values: typeof checklistAmendments.$inferInsert) {
  const [row] = await db.insert(checklistAmendments).values(values).returning();
  return row!;
}

/** The unfinished defects of these vehicles: what the form warns a driver about. */
export async function listUnfinishedDefects(db: Database, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return [];
  return db
    .select({ vehicleId: defects.vehicleId, item: defects.item, severity: defects.severity })
    .from(defects)
    .where(and(inArray(defects.vehicleId, vehicleIds), notInArray(defects.status, [...finished])))
    .orderBy(asc(defects.reportedAt), asc(defects.id));
}

/** Locks a checklist for its deletion; answers its stored files' keys. */
export async function lockChecklist(db: Database, id: number) {
  const [row] = await db.select().from(checklists).where(eq(checklists.id, id)).for('update');
  return row;
}

/** Deletes a checklist (its photos' and amendments' rows go with it); answers the photos' keys. */
export async function deleteChecklistRow(db: Database, id: number): Promise<string[]> {
  const photos = await db
    .select({ key: checklistAttachments.storageKey })
    .from(checklistAttachments)
    .where(eq(checklistAttachments.checklistId, id));
  await db.delete(checklists).where(eq(checklists.id, id));
  return photos.map((photo) => photo.key);
}
