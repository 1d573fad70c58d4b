/**
 * What the server's thread and the embedded database's worker thread say to each other
 * (`pglite-worker-client.ts` and `pglite-worker.ts`). Every message is structured-cloned, so
 * rows keep their Dates, BigInts, Uint8Arrays (bytea), arrays and JSON objects as PGlite made them.
 */

/** How the worker opens PGlite: a folder on disk, or in memory from a dump (the tests' template). */
export type WorkerOptions = { dataDir?: string; loadDataDir?: ArrayBuffer };

/** What the server asks of the worker. */
export type WorkerCommand =
  /** `rawTypes`: type OIDs whose values come back as PostgreSQL's text, for the caller's own parsers. */
  | { kind: 'query'; text: string; params: unknown[]; rowMode: 'array' | 'object'; rawTypes: number[] }
  | { kind: 'exec'; text: string }
  | { kind: 'dump' }
  | { kind: 'close' };

/** A command numbered, so its answer finds its way back. */
export type WorkerRequest = WorkerCommand & { id: number };

/** A database error as plain data: its message and every field PostgreSQL sent (`code`, `detail`, `constraint`...). */
export type SerializedError = { name: string; message: string; fields: Record<string, unknown> };

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'open-failed'; error: SerializedError }
  | { id: number; kind: 'done'; result: unknown }
  | { id: number; kind: 'failed'; error: SerializedError };

/**
 * The error's own fields that are plain values: PostgreSQL's (`code`, `detail`, `constraint`,
 * `table`...). PGlite also hangs the query's options on it, functions included, which cannot
 * cross threads; the stack stays behind too, it is the worker's.
 */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    const plain = value === null || ['string', 'number', 'boolean'].includes(typeof value);
    if (plain && key !== 'stack') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again on this side, with the same message, name and fields (a `code` such as 23505 included). */
export function deserializeError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.fields);
  error.name = serialized.name;
  return error;
}
