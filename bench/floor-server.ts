/**
 * The floor: a bare Fastify (no plugins, no validation, no ORM) that answers each benchmarked
 * endpoint by running the SQL the app ran for it, through `pg` (or PGlite) directly, and sending
 * the rows back as JSON. What the app costs above this is the price of its framework layer.
 *
 * Usage: node --conditions=source --import tsx bench/floor-server.ts <plan.json> <port>, with DATABASE_URL or DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import pg from 'pg';
import { PgliteWorkerClient } from '../server/src/db/pglite-worker-client.js';
import type { Plan } from './plan.js';
import { withFreshToken, type Statement } from './sql-capture.js';

type Rows = Record<string, unknown>[];
/** Runs statements in order; a begin ... commit run goes on one connection as one transaction. */
type Runner = (statements: Statement[], onRows: (rows: Rows) => Promise<void>) => Promise<Rows[]>;

function postgresRunner(url: string): Runner {
  // The app's pool size, so both hold the same number of connections.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return async (statements, onRows) => {
    const client = await pool.connect();
    try {
      const results: Rows[] = [];
      for (const statement of statements) {
        const result = await client.query<Rows[number]>(statement.text, statement.params);
        results.push(result.rows);
        await onRows(result.rows);
      }
      return results;
    } finally {
      client.release();
    }
  };
}

function pgliteRunner(database: PgliteWorkerClient): Runner {
  return async (statements, onRows) => {
    const results: Rows[] = [];
    for (let index = 0; index < statements.length; index += 1) {
      const statement = statements[index]!;
      if (statement.text === 'begin') {
        const found = statements.findIndex((candidate, at) => at > index && candidate.text === 'commit');
        const end = found < 0 ? statements.length : found;
        const inside = statements.slice(index + 1, end);
        await database.transaction(async (tx) => {
          for (const part of inside) {
            const rows = (await tx.query(part.text, part.params)).rows as Rows;
            results.push(rows);
            await onRows(rows);
          }
        });
        index = end;
        continue;
      }
      const rows = (await database.query(statement.text, statement.params)).rows as Rows;
      results.push(rows);
      await onRows(rows);
    }
    return results;
  };
}

async function main() {
  const [planFile, port] = process.argv.slice(2);
  const plan = JSON.parse(fs.readFileSync(planFile!, 'utf8')) as Plan;
  // PGlite in a worker thread, as the app runs it since issue 33: a floor on the main thread would
  // measure a different engine setup than the app's, not the app's framework cost.
  const pglite = process.env.DATABASE_URL
    ? undefined
    : await PgliteWorkerClient.open({ dataDir: path.join(process.env.DATA_DIR!, 'pglite') }, (error) => {
        console.error('the floor database stopped', error);
        process.exit(1);
      });
  const run = pglite ? pgliteRunner(pglite) : postgresRunner(process.env.DATABASE_URL!);
  const app = Fastify();
  app.get('/health', async () => 'ok');
  plan.endpoints.forEach((endpoint, index) => {
    app.route({
      method: ['GET', 'POST'],
      url: `/floor/${index}`,
      handler: async (request, reply) => {
        const variant = Number((request.query as { v?: string }).v ?? 0);
        let statements = endpoint.statements[variant] ?? endpoint.statements[0]!;
        // Each sign-in stores a new token, as the app does: the captured one is taken already.
        if (endpoint.signIn) statements = withFreshToken(statements);
        let verified = !endpoint.signIn;
        const results = await run(statements, async (rows) => {
          const hash = rows[0]?.password_hash;
          if (!verified && typeof hash === 'string') {
            verified = await verify(hash, endpoint.signIn!.password);
          }
        });
        reply.header('content-type', 'application/json');
        return JSON.stringify(results);
      },
    });
  });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  const stop = async () => {
    await app.close();
    await pglite?.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

await main();
