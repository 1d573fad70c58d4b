import pg from 'pg';
import { PgliteWorkerClient, type WorkerTransaction } from '../server/src/db/pglite-worker-client.js';

/** One statement as the app sent it to the database driver. */
export type Statement = {
  text: string;
  params: unknown[];
  /** How the app asked for rows: Drizzle asks for arrays, with dates left as PostgreSQL's text. */
  rowMode?: 'array' | 'object';
  /** Type OIDs whose values the app took as text (Drizzle's own parsers for dates, intervals...). */
  rawTypes?: number[];
  /** An insert's first returned row, as values in column order: the replay maps its ids to the new ones. */
  returned?: unknown[];
  /** Sent before the statement before it had answered (a page and its count, in parallel). */
  concurrent?: true;
};

/** What one request sent, and when: "now" values between `startedAt` and `endedAt` move with a replay. */
export type Recording = { statements: Statement[]; startedAt: number; endedAt: number };

let recording: Statement[] | undefined;
/** Statements sent and not answered yet, to tell which ones the app ran side by side. */
let inFlight = 0;
let installed = false;

/** What JSON keeps of a parameter: dates as ISO text, buffers as text. */
function plainValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString();
  return value;
}

/** Drizzle's raw types (timestamps, dates, intervals and their arrays), the candidates a query may keep as text. */
const textSamples: Record<number, string> = {
  1082: '2026-01-01',
  1114: '2026-01-01 00:00:00',
  1184: '2026-01-01 00:00:00+00',
  1186: '1 day',
  1182: '{}',
  1115: '{}',
  1185: '{}',
  1187: '{}',
  1231: '{}',
};

/** node-postgres: the types whose parser hands the text back unchanged (Drizzle's identity parsers). */
function pgRawTypes(types: unknown): number[] | undefined {
  const getTypeParser = (types as { getTypeParser?: (oid: number, format: string) => (text: string) => unknown })
    ?.getTypeParser;
  if (!getTypeParser) return undefined;
  return Object.entries(textSamples)
    .filter(([oid, sample]) => getTypeParser(Number(oid), 'text')(sample) === sample)
    .map(([oid]) => Number(oid));
}

type Options = { rowMode?: 'array' | 'object'; rawTypes?: number[] };

/** Marks where a PGlite transaction began and ended, as PostgreSQL's own statements would. */
function mark(text: 'begin' | 'commit') {
  recording?.push({ text, params: [] });
}

type Callback = (error: unknown, result?: { rows?: unknown[] }) => void;

/**
 * Records a statement and, once it answers, an insert's first returned row. `send` gets a
 * callback to hand node-postgres when the caller passed one (the pool does), else it returns a promise.
 */
function record<T>(
  text: unknown,
  params: unknown,
  options: Options,
  callback: Callback | undefined,
  send: (callback: Callback | undefined) => T,
): T {
  if (!recording || typeof text !== 'string') return send(callback);
  const statement: Statement = {
    text,
    params: Array.isArray(params) ? params.map(plainValue) : [],
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.rawTypes?.length ? { rawTypes: options.rawTypes } : {}),
    ...(inFlight > 0 ? { concurrent: true as const } : {}),
  };
  recording.push(statement);
  inFlight += 1;
  const answered = (result: { rows?: unknown[] } | undefined) => {
    inFlight -= 1;
    const [row] = result?.rows ?? [];
    if (/^\s*insert\b/i.test(text) && row && typeof row === 'object') statement.returned = Object.values(row);
  };
  if (callback) {
    return send((error, result) => {
      answered(error ? undefined : result);
      callback(error, result);
    });
  }
  const sent = send(undefined);
  Promise.resolve(sent).then(
    (result) => answered(result as { rows?: unknown[] }),
    () => answered(undefined),
  );
  return sent;
}

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * Listens to both drivers below Drizzle, so the floor server can run exactly the SQL the app ran,
 * asked for the same way (row mode, dates left as text): node-postgres clients (pool queries and
 * transactions alike) and the embedded PGlite's client (its worker thread runs the SQL), whose
 * transactions run on a separate handle (marked here with begin/commit as PostgreSQL sends them).
 */
function install() {
  if (installed) return;
  installed = true;
  const clientPrototype = pg.Client.prototype as unknown as { query: QueryFunction };
  const pgQuery = clientPrototype.query;
  clientPrototype.query = function (this: unknown, ...args: unknown[]) {
    const last = args.length - 1;
    const callback = typeof args[last] === 'function' ? (args[last] as Callback) : undefined;
    const send = (wrapped: Callback | undefined) =>
      pgQuery.apply(this, wrapped ? [...args.slice(0, last), wrapped] : args);
    const [config, values] = args;
    if (typeof config === 'string') return record(config, values, {}, callback, send);
    const query = (config ?? {}) as { text?: unknown; values?: unknown; rowMode?: 'array'; types?: unknown };
    const options = { rowMode: query.rowMode, rawTypes: pgRawTypes(query.types) };
    return record(
      query.text,
      query.values ?? (typeof values === 'function' ? undefined : values),
      options,
      callback,
      send,
    );
  };
  const pglitePrototype = PgliteWorkerClient.prototype as unknown as {
    query: QueryFunction;
    transaction: (callback: (tx: WorkerTransaction) => Promise<unknown>) => Promise<unknown>;
  };
  const pgliteOptions = (options: unknown): Options => {
    const { rowMode, parsers } = (options ?? {}) as { rowMode?: 'array' | 'object'; parsers?: object };
    return { rowMode, rawTypes: Object.keys(parsers ?? {}).map(Number) };
  };
  const pgliteQuery = pglitePrototype.query;
  pglitePrototype.query = function (this: unknown, ...args: unknown[]) {
    return record(args[0], args[1], pgliteOptions(args[2]), undefined, () => pgliteQuery.apply(this, args));
  };
  const pgliteTransaction = pglitePrototype.transaction;
  pglitePrototype.transaction = function (this: unknown, callback) {
    return pgliteTransaction.call(this, async (tx) => {
      const txQuery = tx.query.bind(tx) as QueryFunction;
      (tx as unknown as { query: QueryFunction }).query = (...args: unknown[]) =>
        record(args[0], args[1], pgliteOptions(args[2]), undefined, () => txQuery(...args));
      mark('begin');
      const result = await callback(tx);
      mark('commit');
      return result;
    });
  };
}

/** Runs `action` and returns the statements it sent, in order, and when it ran. */
export async function captureStatements<Result>(action: () => Promise<Result>) {
  install();
  recording = [];
  const startedAt = Date.now();
  try {
    const result = await action();
    const captured: Recording = { statements: recording, startedAt, endedAt: Date.now() };
    return { result, recording: captured };
  } finally {
    recording = undefined;
  }
}
