import type { Database } from '../../db/client.js';
import { findSupervisorIdsNamed, linkUnlinkedDriversNamed } from './queries.js';

/**
 * A crew is the drivers whose `supervisor_id` is a supervisor's account. The driver form only has
 * the supervisor's name as text, so the link is made when a driver is saved or a supervisor
 * account is created, never when someone signs in: a new account named "sophie " or "GAGNON"
 * therefore gets nobody else's crew. The name must be the account's full name exactly (outer
 * spaces aside, case kept), and belong to one supervisor only; the migration's backfill uses the
 * same rule.
 */

/** The one supervisor account whose full name is exactly `name`, or null (none, or several). */
async function supervisorIdNamed(db: Database, name: string): Promise<number | null> {
  const matches = await findSupervisorIdsNamed(db, name);
  return matches.length === 1 ? matches[0]! : null;
}

/**
 * The supervisor id to store for a driver saved with `name`: unchanged while the name is, so a
 * link once made is not moved by accounts created later; worked out again when the name changes.
 */
export async function supervisorIdFor(
  db: Database,
  name: string,
  before?: { supervisor: string; supervisorId: number | null },
): Promise<number | null> {
  const linked = before?.supervisorId ?? null;
  if (linked !== null && before!.supervisor.trim() === name.trim()) return linked;
  return supervisorIdNamed(db, name);
}

/**
 * A new supervisor account takes the drivers already named after it that belong to no crew yet
 * (entered before the account existed). Drivers in another supervisor's crew never move.
 */
export async function adoptUnlinkedCrew(db: Database, supervisor: { id: number; name: string }): Promise<void> {
  if ((await supervisorIdNamed(db, supervisor.name)) !== supervisor.id) return;
  await linkUnlinkedDriversNamed(db, supervisor);
}
