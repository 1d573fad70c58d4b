/**
 * `npm run bench:explain -- [--scales 10]`: the SQL each benchmarked endpoint runs on PostgreSQL,
 * with the time PostgreSQL spends on each statement (EXPLAIN ANALYZE) and the plan of the slowest.
 * Where to look when a line of the benchmark is far from its floor.
 */
import pg from 'pg';
import { prepareDatabase } from './databases.js';
import { readBenchOptions } from './options.js';
import { capturePlan } from './plan.js';
import { Replay } from './replay.js';

const say = (text: string) => process.stdout.write(`${text}\n`);

type PlanNode = { 'Execution Time': number };

async function main() {
  const options = readBenchOptions();
  for (const scale of options.scales) {
    const database = await prepareDatabase(options, 'postgres', scale);
    const plan = await capturePlan(database, options.only);
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    say(`\n== PostgreSQL, scale ${scale}`);
    for (const endpoint of plan.endpoints) {
      const recording = endpoint.recordings[0] ?? { statements: [], startedAt: 0, endedAt: 0 };
      const replay = new Replay(recording, Date.now(), { freshToken: Boolean(endpoint.signIn) });
      const statements = recording.statements.map((statement, index) => ({
        text: statement.text,
        params: replay.params(index),
      }));
      const timed: { ms: number; text: string }[] = [];
      // Writes are explained inside a transaction that is rolled back, so nothing changes.
      await client.query('begin');
      for (const statement of statements) {
        if (/^(begin|commit|rollback)/i.test(statement.text)) continue;
        const result = await client.query<{ 'QUERY PLAN': PlanNode[] }>(
          `explain (analyze, buffers, format json) ${statement.text}`,
          statement.params,
        );
        const [node] = result.rows[0]!['QUERY PLAN'];
        timed.push({ ms: node!['Execution Time'], text: statement.text });
      }
      await client.query('rollback');
      const total = timed.reduce((sum, entry) => sum + entry.ms, 0);
      say(`\n${endpoint.name}: ${timed.length} statements, ${total.toFixed(2)} ms in PostgreSQL`);
      for (const entry of [...timed].sort((a, b) => b.ms - a.ms).slice(0, 3)) {
        say(`  ${entry.ms.toFixed(2).padStart(8)} ms  ${entry.text.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
      const slowest = [...timed].sort((a, b) => b.ms - a.ms)[0];
      if (slowest && slowest.ms > 5) {
        const statement = statements.find((candidate) => candidate.text === slowest.text)!;
        await client.query('begin');
        const text = await client.query<{ 'QUERY PLAN': string }>(
          `explain analyze ${statement.text}`,
          statement.params,
        );
        await client.query('rollback');
        say(text.rows.map((row) => `      ${row['QUERY PLAN']}`).join('\n'));
      }
    }
    await client.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
