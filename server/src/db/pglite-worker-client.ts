import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  deserializeError,
  type WorkerOptions,
  type WorkerCommand,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-worker-protocol.js';

/** What PGlite answers a query with; the worker sends it as is. */
export type QueryResult = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };

/** The part of PGlite's query options Drizzle's PGlite driver passes. */
type QueryOptions = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, type: number) => unknown>;
};

/** What a transaction's callback gets, as PGlite's own `transaction` gives it. */
export type WorkerTransaction = {
  query: (text: string, params?: unknown[], options?: QueryOptions) => Promise<QueryResult>;
  exec: (text: string) => Promise<QueryResult[]>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };

/** tsx's `tsx/esm/api` as `import` resolves it (`require.resolve` gives its CommonJS twin, which fails in a worker). */
function tsxImportEntry(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return path.join(path.dirname(manifest), exports['./esm/api']!.import.default);
}

/**
 * The worker's file beside this one: compiled JavaScript in `server/dist`, or the TypeScript
 * source (tests, `npm run dev`). Node does not hand the server's tsx loader to a worker, so the
 * source is started by a line that registers tsx in the worker first.
 */
function workerScript(): { script: URL | string; eval: boolean } {
  const compiled = new URL('./pglite-worker.js', import.meta.url);
  if (fs.existsSync(fileURLToPath(compiled))) return { script: compiled, eval: false };
  const tsx = pathToFileURL(tsxImportEntry()).href;
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  return {
    script: `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`,
    eval: true,
  };
}

/**
 * The worker's young generation: 6 MB (semi-spaces of 2 MB) instead of V8's 48 MB (issue 33).
 * The worker's objects are short-lived (a query's parameters, its rows until they are posted)
 * and the young generation V8 grew to 16 MB stayed resident at idle; the lists and reports
 * measured no slower (docs/benchmarks.md).
 */
const resourceLimits = { maxYoungGenerationSizeMb: 6 };

/** The error every waiting and later query gets once the worker is gone: a 503, see connection-errors.ts. */
function workerGoneError(reason: string): Error {
  return Object.assign(new Error(`The embedded database stopped: ${reason}`), { code: '57P02' });
}

/**
 * PGlite in a worker thread, offering the calls Drizzle's PGlite driver makes (`query`,
 * `transaction`) and those the tests use (`exec`, `dumpDataDir`). PGlite has one connection:
 * like PGlite itself, a transaction holds it from BEGIN to COMMIT and every other query waits
 * its turn, so two requests' statements never mix inside one transaction.
 */
export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  /** The end of the line for the connection: each query or transaction starts when the one before ends. */
  #line: Promise<unknown> = Promise.resolve();
  /** Queries and transactions holding or waiting for the connection. */
  #waiting = 0;
  #gone: Error | undefined;
  #closing: Promise<void> | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /**
   * Starts the worker and opens PGlite in it. `onCrash` hears of a worker that stopped on its
   * own (an uncaught error, out of memory): every waiting query has been refused by then.
   */
  static open(options: WorkerOptions, onCrash: (error: Error) => void): Promise<PgliteWorkerClient> {
    const { script, eval: isCode } = workerScript();
    const transferList = options.loadDataDir ? [options.loadDataDir] : [];
    const worker = new Worker(script, { eval: isCode, workerData: options, transferList, resourceLimits });
    const client = new PgliteWorkerClient(worker);
    return new Promise((resolve, reject) => {
      let ready = false;
      let lastError: Error | undefined;
      worker.on('error', (error) => (lastError = error));
      worker.on('exit', (exitCode) => {
        const reason = lastError?.message ?? `its thread exited with code ${exitCode}`;
        const gone = client.#stop(workerGoneError(reason));
        if (!ready) reject(Object.assign(gone, { cause: lastError }));
        else if (!client.#closing) onCrash(Object.assign(gone, { cause: lastError }));
      });
      worker.on('message', (message: WorkerReply) => {
        if (message.kind === 'ready') {
          ready = true;
          resolve(client);
        } else if (message.kind === 'open-failed') {
          reject(deserializeError(message.error));
          void worker.terminate();
        } else client.#settle(message);
      });
    });
  }

  /** Refuses every waiting and later query; returns the error they get. */
  #stop(error: Error): Error {
    this.#gone ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#gone);
    this.#pending.clear();
    return this.#gone;
  }

  #settle(message: Extract<WorkerReply, { id: number }>) {
    const pending = this.#pending.get(message.id);
    this.#pending.delete(message.id);
    if (message.kind === 'done') pending?.resolve(message.result);
    else pending?.reject(deserializeError(message.error));
  }

  #send<T>(command: WorkerCommand): Promise<T> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.#worker.postMessage({ ...command, id } satisfies WorkerRequest);
    });
  }

  /** Runs `work` once the connection is free, holding it until `work` ends. */
  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    this.#waiting += 1;
    const result = this.#line.then(work).finally(() => (this.#waiting -= 1));
    this.#line = result.catch(() => undefined);
    return result;
  }

  /**
   * Whether the database answers, for the health check: a round trip when the connection is
   * free; while it works on a query (a long report) the worker is known to be there, and a
   * `select 1` queued behind that query would only say how long the report takes.
   */
  async ping(): Promise<void> {
    if (this.#gone) throw this.#gone;
    if (this.#waiting === 0) await this.query('select 1');
  }

  async #query(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    const parsers = options.parsers ?? {};
    const rawTypes = Object.keys(parsers).map(Number);
    const result = await this.#send<QueryResult>({
      kind: 'query',
      text,
      params,
      rowMode: options.rowMode ?? 'object',
      rawTypes,
    });
    if (rawTypes.length > 0) applyParsers(result, parsers);
    return result;
  }

  query(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.#exclusive(() => this.#query(text, params, options));
  }

  /** Several statements in one go (the tests' reset script), as PGlite's `exec`. */
  exec(text: string): Promise<QueryResult[]> {
    return this.#exclusive(() => this.#send<QueryResult[]>({ kind: 'exec', text }));
  }

  /** BEGIN, the callback's statements, then COMMIT, or ROLLBACK if it throws: PGlite's own `transaction`. */
  transaction<T>(callback: (transaction: WorkerTransaction) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      await this.#send({ kind: 'exec', text: 'BEGIN' });
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const transaction: WorkerTransaction = {
        query: async (text, params, options) => (open(), this.#query(text, params, options)),
        exec: async (text) => (open(), this.#send<QueryResult[]>({ kind: 'exec', text })),
        rollback: async () => {
          open();
          await this.#send({ kind: 'exec', text: 'ROLLBACK' });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(transaction);
        if (!closed) {
          closed = true;
          await this.#send({ kind: 'exec', text: 'COMMIT' });
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#send({ kind: 'exec', text: 'ROLLBACK' }).catch(() => undefined);
        }
        throw error;
      }
    });
  }

  /** The whole database as a tar file, as PGlite's `dumpDataDir` (the tests' template). */
  dumpDataDir(): Promise<Blob> {
    return this.#exclusive(async () => new Blob([await this.#send<ArrayBuffer>({ kind: 'dump' })]));
  }

  /** Once the queries before it are done: closes PGlite (its files flushed), then ends the thread. */
  close(): Promise<void> {
    this.#closing ??= this.#exclusive(async () => {
      if (!this.#gone) await this.#send({ kind: 'close' });
      this.#stop(new Error('The embedded database is closed.'));
      await this.#worker.terminate();
    });
    return this.#closing;
  }
}

/** The caller's parsers on the values the worker left as text (Drizzle keeps dates as PostgreSQL wrote them). */
function applyParsers(result: QueryResult, parsers: NonNullable<QueryOptions['parsers']>) {
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const key = Array.isArray(row) ? index : field.name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string, field.dataTypeID);
    }
  });
}
