import { sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema/index.js';

/**
 * The acting account's full name as the statement writing a log entry reads it, so the entry
 * names its author without a separate lookup (`activity_log.actor_name`).
 */
export function actorNameOf(actorId: number): SQL<string | null> {
  return sql<
    string | null
  >`(select btrim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${actorId})`;
}
