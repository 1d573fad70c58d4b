/** The part of archiver 5 (no published types here) the inspector's file uses. */
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  export type EntryData = { name: string; store?: boolean; date?: Date };
  export interface Archiver extends Transform {
    append(source: Readable | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    on(event: 'entry', listener: (entry: EntryData) => void): this;
    on(event: 'warning' | 'error', listener: (error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export default function archiver(format: 'zip', options?: { zlib?: { level?: number } }): Archiver;
}
