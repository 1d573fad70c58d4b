/**
 * Reads the next rows of an export: the rows that come after `previous` in the export's order
 * (from the start when undefined), at most `limit`. Implement it with keyset pagination so each
 * batch is one indexed query and memory holds one batch, however long the list.
 */
export type BatchReader<Row> = (previous: Row | undefined, limit: number) => Promise<Row[]>;

export const exportBatchSize = 1000;

/** Every row of an export, one batch in memory at a time. */
export async function* allRows<Row>(read: BatchReader<Row>, batchSize: number): AsyncGenerator<Row> {
  let previous: Row | undefined;
  for (;;) {
    const batch = await read(previous, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    previous = batch[batch.length - 1];
  }
}

/**
 * A reader for a list whose order has no unique key to continue after (appointments, vehicle
 * logs, first aid kits): batches follow each other by offset. Fine for lists a fleet keeps small.
 */
export function offsetBatches<Row>(
  readPage: (page: { limit: number; offset: number }) => Promise<Row[]>,
): BatchReader<Row> {
  let offset = 0;
  return async (_previous, limit) => {
    const rows = await readPage({ limit, offset });
    offset += rows.length;
    return rows;
  };
}

/** A reader over rows already in memory (a list built whole, such as renewals). */
export function arrayBatches<Row>(rows: readonly Row[]): BatchReader<Row> {
  let next = 0;
  return async (_previous, limit) => {
    const batch = rows.slice(next, next + limit);
    next += batch.length;
    return batch;
  };
}
