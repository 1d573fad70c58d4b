import type { DatabaseHandle } from '../../src/db/client.js';

/** Where the template keeps a copy of the rows its migrations wrote, for `resetScript` to put back. */
const snapshotSchema = 'fleet_ops_test_snapshot';

type Rows<Row> = { rows: Row[] };

/** One SQL script of several statements, run as one (Drizzle's `execute` takes one statement). */
export async function runScript(handle: DatabaseHandle, script: string): Promise<void> {
  const client = (handle.db as unknown as { $client: object }).$client;
  if (handle.engine === 'pglite') await (client as { exec: (text: string) => Promise<unknown> }).exec(script);
  else await (client as { query: (text: string) => Promise<unknown> }).query(script);
}

async function select<Row>(handle: DatabaseHandle, text: string): Promise<Row[]> {
  const client = (handle.db as unknown as { $client: { query: (text: string) => Promise<Rows<Row>> } }).$client;
  return (await client.query(text)).rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Copies the rows the migrations wrote into a schema of their own in the freshly migrated
 * template, and returns the script that brings a copy of that template back to the same state
 * after a test file has used it: every app table emptied and refilled, every sequence where it
 * was, and the schemas made since (pg-boss's) dropped. A worker's files then share one database,
 * each starting as if it were new, for a fraction of what opening a new one costs.
 */
export async function prepareReset(template: DatabaseHandle): Promise<string> {
  const tables = await select<{ name: string; columns: string }>(
    template,
    `select c.table_name as name,
            string_agg(format('%I', c.column_name), ', ' order by c.ordinal_position) as columns
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      group by c.table_name order by c.table_name`,
  );
  const sequences = await select<{ name: string; start: string; last: string | null }>(
    template,
    `select sequencename as name, start_value::text as start, last_value::text as last
       from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  await runScript(template, `create schema ${snapshotSchema}`);
  const seeded: typeof tables = [];
  for (const table of tables) {
    const source = `public.${quoted(table.name)}`;
    const [{ count }] = (await select<{ count: string }>(
      template,
      `select count(*)::text as count from ${source}`,
    )) as [{ count: string }];
    if (count === '0') continue;
    await runScript(template, `create table ${snapshotSchema}.${quoted(table.name)} as select * from ${source}`);
    seeded.push(table);
  }
  const schemas = await select<{ name: string }>(template, `select nspname as name from pg_namespace`);
  const kept = schemas.map((schema) => literal(schema.name)).join(', ');

  return [
    'begin',
    // Foreign keys and triggers are the replication role's to skip: the rows put back were valid.
    'set local session_replication_role = replica',
    `do $$ declare extra text; begin
       for extra in select nspname from pg_namespace where nspname not in (${kept}) loop
         execute format('drop schema %I cascade', extra);
       end loop;
     end $$`,
    // Delete, not truncate: a test file leaves few rows, and truncate makes each table new files.
    ...tables.map((table) => `delete from public.${quoted(table.name)}`),
    ...seeded.map(
      (table) =>
        `insert into public.${quoted(table.name)} (${table.columns}) overriding system value ` +
        `select ${table.columns} from ${snapshotSchema}.${quoted(table.name)}`,
    ),
    ...sequences.map((sequence) =>
      sequence.last === null
        ? `select setval(${literal(`public.${quoted(sequence.name)}`)}, ${sequence.start}, false)`
        : `select setval(${literal(`public.${quoted(sequence.name)}`)}, ${sequence.last}, true)`,
    ),
    'commit',
  ].join(';\n');
}
