import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PgliteWorkerClient, type WorkerTransaction } from '../server/src/db/pglite-worker-client.js';

/** One statement as the app sent it to the database driver. */
export type Statement = { text: string; params: unknown[] };

let recording: Statement[] | undefined;
let installed = false;

function record(text: unknown, params: unknown) {
  if (!recording || typeof text !== 'string') return;
  recording.push({ text, params: Array.isArray(params) ? params.map(plainValue) : [] });
}

/** What JSON keeps of a parameter: dates as ISO text, buffers as text. */
function plainValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString();
  return value;
}

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * Listens to both drivers below Drizzle, so the floor server can run exactly the SQL the app ran:
 * node-postgres clients (pool queries and transactions alike) and the embedded PGlite's client
 * (its worker thread runs the SQL), whose transactions run on a separate handle (marked here with
 * begin/commit as PostgreSQL sends them).
 */
function install() {
  if (installed) return;
  installed = true;
  const clientPrototype = pg.Client.prototype as unknown as { query: QueryFunction };
  const pgQuery = clientPrototype.query;
  clientPrototype.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args;
    if (typeof config === 'string') record(config, values);
    else if (config && typeof config === 'object') {
      const query = config as { text?: unknown; values?: unknown };
      record(query.text, query.values ?? values);
    }
    return pgQuery.apply(this, args);
  };
  const pglitePrototype = PgliteWorkerClient.prototype as unknown as {
    query: QueryFunction;
    transaction: (callback: (tx: WorkerTransaction) => Promise<unknown>) => Promise<unknown>;
  };
  const pgliteQuery = pglitePrototype.query;
  pglitePrototype.query = function (this: unknown, ...args: unknown[]) {
    record(args[0], args[1]);
    return pgliteQuery.apply(this, args);
  };
  const pgliteTransaction = pglitePrototype.transaction;
  pglitePrototype.transaction = function (this: unknown, callback) {
    return pgliteTransaction.call(this, async (tx) => {
      const txQuery = tx.query.bind(tx) as QueryFunction;
      (tx as unknown as { query: QueryFunction }).query = (...args: unknown[]) => {
        record(args[0], args[1]);
        return txQuery(...args);
      };
      record('begin', []);
      const result = await callback(tx);
      record('commit', []);
      return result;
    });
  };
}

/** Runs `action` and returns the statements it sent, in order. */
export async function captureStatements<Result>(action: () => Promise<Result>) {
  install();
  recording = [];
  try {
    const result = await action();
    return { result, statements: recording };
  } finally {
    recording = undefined;
  }
}

const tokenHash = /^[0-9a-f]{64}$/;

/** A sign-in replayed stores a new session: its token hash (64 hex) is replaced by a fresh one. */
export function withFreshToken(statements: Statement[]): Statement[] {
  const fresh = randomBytes(32).toString('hex');
  return statements.map((statement) => ({
    ...statement,
    params: statement.params.map((value) => (typeof value === 'string' && tokenHash.test(value) ? fresh : value)),
  }));
}
