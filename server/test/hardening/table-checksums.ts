import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';

/** The app's tables, read from the catalogue so a table added later is covered too. */
async function tableNames(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((row) => row.table_name);
}

let cachedNames: string[] | undefined;

/**
 * A checksum of every row of every table, in one round trip: two snapshots that differ mean a
 * request changed something. Rows are compared as their text, ordered, so the order rows come
 * back in does not matter.
 */
export async function tableChecksums(db: Database): Promise<Record<string, string>> {
  cachedNames ??= await tableNames(db);
  const parts = cachedNames.map(
    (name) =>
      sql`select ${name}::text as name, md5(coalesce(string_agg(t::text, '' order by t::text), '')) as sum from ${sql.identifier(name)} t`,
  );
  // Both drivers answer `{ rows }`; Drizzle types the raw result per driver.
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { name: string; sum: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.sum]));
}

/** The tables whose checksum changed between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
