/**
 * The embedded database's own thread: PGlite runs here so a long query (a 3-year report) no
 * longer stops the server's thread from answering health checks, static files and other
 * requests. It serves one request at a time, in the order they came; transactions are the
 * server side's to keep whole (`pglite-worker-client.ts` holds the connection for one).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions } from '@electric-sql/pglite';
import { serializeError, type WorkerOptions, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol.js';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-worker-client.ts).');
const port = parentPort;
const reply = (message: WorkerReply) => port.postMessage(message);

/** Values left as PostgreSQL's text, parsed by the caller: the identity parser for each type. */
function rawParsers(types: number[]): ParserOptions {
  return Object.fromEntries(types.map((type) => [type, (value: string) => value]));
}

async function run(database: PGlite, request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query':
      return database.query(request.text, request.params, {
        rowMode: request.rowMode,
        parsers: rawParsers(request.rawTypes),
      });
    case 'exec':
      return database.exec(request.text);
    case 'dump': {
      const dump = await database.dumpDataDir('none');
      return dump.arrayBuffer();
    }
    case 'close':
      return database.close();
  }
}

/**
 * PostgreSQL's buffer pool, which lives in PGlite's WebAssembly memory: 16 MB instead of the
 * default 128 MB (issue 33). PGlite touches the whole pool as it opens, so the default cost 128 MB
 * of resident memory from the first second. A page not in the pool is read from the data folder,
 * from the system's file cache once read: the reports measured no slower (docs/benchmarks.md).
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function open() {
  const { dataDir, loadDataDir } = workerData as WorkerOptions;
  let database: PGlite;
  try {
    database = await PGlite.create(dataDir, {
      startParams,
      loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
    });
  } catch (error) {
    reply({ kind: 'open-failed', error: serializeError(error) });
    return;
  }
  port.on('message', (request: WorkerRequest) => {
    run(database, request).then(
      (result) => {
        // A dump travels as its buffer, moved rather than copied.
        const transfer = result instanceof ArrayBuffer ? [result] : [];
        try {
          port.postMessage({ id: request.id, kind: 'done', result } satisfies WorkerReply, transfer);
        } catch (error) {
          // A value that cannot cross threads fails its query, not the whole database.
          reply({ id: request.id, kind: 'failed', error: serializeError(error) });
        }
      },
      (error: unknown) => reply({ id: request.id, kind: 'failed', error: serializeError(error) }),
    );
  });
  reply({ kind: 'ready' });
}

void open();
