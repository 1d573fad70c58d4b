/**
 * The floor: a bare Fastify (no plugins, no validation, no ORM) that answers each benchmarked
 * endpoint by running the SQL the app ran for it, through `pg` (or PGlite) directly, and sending
 * the rows back as JSON. What the app costs above this is the price of its framework layer.
 *
 * It runs the SQL the way the app's driver does, or it is not a floor: rows as arrays with dates
 * left as text (objects with dates parsed into Date objects took 12% longer on the vehicle list's
 * statements in PGlite, timed alternately), statements the app sent side by side sent side by side
 * (a page and its count, on two connections of the pool), a transaction's statements on one
 * connection between BEGIN and COMMIT, and each write made anew (`replay.ts`).
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
import { laterEachTime, Replay } from './replay.js';
import type { Recording, Statement } from './sql-capture.js';

type Rows = unknown[];
type Query = (statement: Statement, params: unknown[]) => Promise<Rows>;
/** An engine runs a statement on any connection, or a transaction's on one. */
type Engine = { query: Query; transaction: (work: (query: Query) => Promise<void>) => Promise<void> };

const identity = (text: string) => text;

function postgresEngine(url: string): Engine {
  // The app's pool size, so both hold the same number of connections.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const config = (statement: Statement, values: unknown[]) => {
    const raw = new Set(statement.rawTypes);
    return {
      text: statement.text,
      values,
      ...(statement.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
      types: {
        getTypeParser: (oid: number, format?: 'text' | 'binary'): ((text: string) => unknown) =>
          raw.has(oid) ? identity : (pg.types.getTypeParser(oid, format) as (text: string) => unknown),
      },
    };
  };
  return {
    query: async (statement, values) => (await pool.query(config(statement, values))).rows as Rows,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await work(async (statement, values) => (await client.query(config(statement, values))).rows as Rows);
        await client.query('commit');
        client.release();
      } catch (error) {
        // A connection left inside a failed transaction would fail every request after it.
        await client.query('rollback').catch(() => undefined);
        client.release();
        throw error;
      }
    },
  };
}

function pgliteEngine(database: PgliteWorkerClient): Engine {
  const options = (statement: Statement) => ({
    rowMode: statement.rowMode ?? 'object',
    parsers: Object.fromEntries((statement.rawTypes ?? []).map((oid) => [oid, identity])),
  });
  return {
    query: async (statement, params) => (await database.query(statement.text, params, options(statement))).rows,
    transaction: (work) =>
      database.transaction(async (tx) => {
        await work(async (statement, params) => (await tx.query(statement.text, params, options(statement))).rows);
      }),
  };
}

/** A replayed statement the database refused: which one, with what, and why. */
class ReplayFailed extends Error {
  /** The same failure again (another time, another id) has the same kind: it is told once. */
  readonly kind: string;

  constructor(index: number, statement: Statement, params: unknown[], cause: unknown) {
    const { message, detail, code } = cause as { message?: string; detail?: string; code?: string };
    const why = `${message ?? String(cause)}${detail ? ` (${detail})` : ''}`;
    super(`${why}\n  ${statement.text}\n  ${JSON.stringify(params)}`, { cause });
    this.kind = `statement ${index} failed${code ? ` (SQLSTATE ${code})` : ''}`;
  }
}

/**
 * Replays a recording: outside a transaction, statements the app sent before the previous one
 * answered go together; between begin and commit, one after the other on one connection.
 */
async function replayRecording(
  engine: Engine,
  recording: Recording,
  replay: Replay,
  onRows: (rows: Rows) => Promise<void>,
) {
  const results: Rows[] = [];
  const { statements } = recording;
  const run = async (query: Query, index: number) => {
    const params = replay.params(index);
    const rows = await query(statements[index]!, params).catch((error: unknown) => {
      throw new ReplayFailed(index, statements[index]!, params, error);
    });
    replay.answered(index, rows);
    results[index] = rows;
    await onRows(rows);
  };
  for (let index = 0; index < statements.length;) {
    if (statements[index]!.text === 'begin') {
      const found = statements.findIndex((statement, at) => at > index && statement.text === 'commit');
      const end = found < 0 ? statements.length : found;
      await engine.transaction(async (query) => {
        for (let inside = index + 1; inside < end; inside += 1) await run(query, inside);
      });
      index = end + 1;
      continue;
    }
    let last = index + 1;
    while (last < statements.length && statements[last]!.concurrent && statements[last]!.text !== 'begin') last += 1;
    await Promise.all(Array.from({ length: last - index }, (_, offset) => run(engine.query, index + offset)));
    index = last;
  }
  return results.filter(Boolean);
}

/** The stored password hash in a row, whichever way the row came (an object, or values in column order). */
const passwordHash = (rows: Rows) =>
  Object.values(rows[0] ?? {}).find(
    (value): value is string => typeof value === 'string' && value.startsWith('$argon2'),
  );

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
  const engine = pglite ? pgliteEngine(pglite) : postgresEngine(process.env.DATABASE_URL!);
  const now = laterEachTime();
  const app = Fastify();
  // The floor must say why it fails: each kind of failure once, on stderr, which the bench prints.
  const told = new Set<string>();
  app.setErrorHandler(async (error, request, reply) => {
    const kind = error instanceof ReplayFailed ? error.kind : 'failed';
    const key = `${request.routeOptions.url} ${kind}`;
    if (!told.has(key)) {
      told.add(key);
      process.stderr.write(`floor ${request.url} ${kind}: ${(error as Error).message}\n`);
    }
    return reply.code(500).send({ error: kind });
  });
  app.get('/health', async () => 'ok');
  plan.endpoints.forEach((endpoint, index) => {
    app.route({
      method: ['GET', 'POST'],
      url: `/floor/${index}`,
      handler: async (request, reply) => {
        const variant = Number((request.query as { v?: string }).v ?? 0);
        const recording = endpoint.recordings[variant] ?? endpoint.recordings[0]!;
        const replay = new Replay(recording, now(), { freshToken: Boolean(endpoint.signIn) });
        let verified = !endpoint.signIn;
        const results = await replayRecording(engine, recording, replay, async (rows) => {
          const hash = passwordHash(rows);
          if (!verified && hash) verified = await verify(hash, endpoint.signIn!.password);
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
