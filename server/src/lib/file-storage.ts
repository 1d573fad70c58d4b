import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileKindDetails, type FileKind } from './file-types.js';

/**
 * Where uploaded files live. Local folder now; an S3-compatible bucket can implement the same
 * three calls when the app runs on several machines.
 */
export type FileStorage = {
  /** Stores the bytes under a new key made by the server, and returns the key. */
  save: (folder: StorageFolder, kind: FileKind, data: Buffer) => Promise<string>;
  /** A stream of the file, or undefined when the key is unknown or malformed. */
  read: (key: string) => Promise<Readable | undefined>;
  remove: (key: string) => Promise<void>;
};

export const storageFolders = ['vehicles', 'inspections', 'checklists'] as const;
export type StorageFolder = (typeof storageFolders)[number];

/** Keys are made here only (folder / uuid . extension), so nothing a client sends reaches a path. */
const keyPattern = new RegExp(`^(${storageFolders.join('|')})/[0-9a-f-]{36}\\.(png|jpg|svg|pdf)$`);

export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    async save(folder, kind, data) {
      const key = `${folder}/${randomUUID()}.${fileKindDetails[kind].extension}`;
      await fsp.mkdir(path.join(root, folder), { recursive: true });
      // Written beside the target then renamed, so a crash never leaves half a file under a real key.
      const temporary = `${pathOf(key)}.partial`;
      await fsp.writeFile(temporary, data);
      await fsp.rename(temporary, pathOf(key));
      return key;
    },
    async read(key) {
      if (!isStorageKey(key)) return undefined;
      try {
        await fsp.access(pathOf(key));
      } catch {
        return undefined;
      }
      return fs.createReadStream(pathOf(key));
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await fsp.rm(pathOf(key), { force: true });
    },
  };
}
