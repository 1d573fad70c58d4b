import { and, eq, inArray } from 'drizzle-orm';
import { allowedLocationNames, type Location } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { locations } from '../../db/schema/index.js';

/** The allowed work locations, in the spec's order; any other row in the table is never offered. */
export async function listAllowedLocations(db: Database): Promise<Location[]> {
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(inArray(locations.name, [...allowedLocationNames]));
  const order = (name: string) => allowedLocationNames.indexOf(name as (typeof allowedLocationNames)[number]);
  return rows.sort((first, second) => order(first.name) - order(second.name));
}

/** The location behind an id, only when it is one of the allowed ones. */
export async function findAllowedLocation(db: Database, id: number): Promise<Location | undefined> {
  const [row] = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, id), inArray(locations.name, [...allowedLocationNames])))
    .limit(1);
  return row;
}
