import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A person's name as an ORDER BY (or keyset) key that sorts the way a French reader expects:
 * accents and case are secondary, so Ávila sorts with the A's and Émilie before Eve and Zoé
 * (plain text order puts every accented capital after z).
 *
 * The ICU root collation `und-x-icu` does it, in the database, identically on both databases:
 * PGlite ships ICU with the root collation only (no French tailoring), and PostgreSQL built with
 * ICU predefines it. Ties (the same letters) are broken by the binary order, so the order is
 * total and keyset pages never skip or repeat a row.
 */
export function nameOrder(name: SQL | AnyColumn): SQL {
  return sql`(${name}) collate "und-x-icu"`;
}
