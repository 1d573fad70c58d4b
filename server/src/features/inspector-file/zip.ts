import type { Readable } from 'node:stream';
import archiver, { type Archiver } from 'archiver';

/** A ZIP written as a stream: each entry is added once the one before it has been written out. */
export type ZipWriter = {
  archive: Archiver;
  add: (name: string, source: Readable | Buffer, store?: boolean) => Promise<void>;
};

/**
 * `add` waits for archiver's `entry` event, which comes once the entry's bytes are compressed
 * and pushed on, so at most one entry's source is held at a time. When the reader is slow the
 * archive's own buffer fills and the wait grows: memory stays bounded by the slowest side. When
 * the archive fails or is closed early (the reader went away), the waiting entry fails with it.
 */
export function createZip(): ZipWriter {
  const archive = archiver('zip', { zlib: { level: 6 } });
  let pending: { name: string; resolve: () => void; reject: (error: Error) => void } | undefined;
  let broken: Error | undefined;
  const fail = (error: Error) => {
    broken ??= error;
    pending?.reject(broken);
    pending = undefined;
  };
  archive.on('entry', (entry) => {
    if (pending && entry.name === pending.name) {
      pending.resolve();
      pending = undefined;
    }
  });
  archive.on('error', fail);
  archive.on('close', () => fail(new Error('The ZIP was closed before it was written whole.')));
  return {
    archive,
    add: (name, source, store = false) =>
      new Promise<void>((resolve, reject) => {
        if (broken) return reject(broken);
        pending = { name, resolve, reject };
        archive.append(source, { name, store });
      }),
  };
}
