import { importMessages } from '@fleet-ops/shared';
import { fieldError } from '../../lib/errors.js';

/**
 * A zip entry as its central directory declares it, checked against the local header it points
 * at: `data` is its compressed bytes in the file (not copied), `size` the unpacked size declared.
 */
export type ZipEntry = { name: string; method: number; crc: number; size: number; data: Buffer };

/** Far more parts than any workbook has (a few dozen, a few hundred with many sheets and pictures). */
const maxZipEntries = 10_000;

const signatures = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 };
const headerLengths = { local: 30, central: 46, end: 22 };
const stored = 0;
const deflated = 8;
const encrypted = 0x1;

const unreadable = () => fieldError('file', importMessages.xlsxUnreadable);

/** The end record, found from the end of the file past a comment of at most 65,535 bytes. */
function endRecordAt(data: Buffer): number {
  const earliest = Math.max(0, data.length - headerLengths.end - 0xffff);
  for (let at = data.length - headerLengths.end; at >= earliest; at -= 1) {
    if (data.readUInt32LE(at) === signatures.end) return at;
  }
  throw unreadable();
}

type Located = ZipEntry & { start: number; end: number };

/** The local header at `start`: it must name the same entry, and its data must end before `limit`. */
function located(data: Buffer, start: number, name: Buffer, compressedSize: number, limit: number) {
  if (start + headerLengths.local > limit || data.readUInt32LE(start) !== signatures.local) throw unreadable();
  const nameStart = start + headerLengths.local;
  const nameEnd = nameStart + data.readUInt16LE(start + 26);
  const dataStart = nameEnd + data.readUInt16LE(start + 28);
  const end = dataStart + compressedSize;
  if (end > limit || !data.subarray(nameStart, nameEnd).equals(name)) throw unreadable();
  return { start, end, data: data.subarray(dataStart, end) };
}

/** The central directory header at `at` and where the next one starts. */
function centralEntry(data: Buffer, at: number, directoryStart: number, directoryEnd: number) {
  if (at + headerLengths.central > directoryEnd || data.readUInt32LE(at) !== signatures.central) throw unreadable();
  const nameStart = at + headerLengths.central;
  const nameEnd = nameStart + data.readUInt16LE(at + 28);
  const next = nameEnd + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  const method = data.readUInt16LE(at + 10);
  if (next > directoryEnd || data.readUInt16LE(at + 8) & encrypted || (method !== stored && method !== deflated)) {
    throw unreadable();
  }
  const name = data.subarray(nameStart, nameEnd);
  const entry: Located = {
    name: name.toString('utf8'),
    method,
    crc: data.readUInt32LE(at + 16),
    // A zip64 entry says 0xFFFFFFFF here: over every budget, as its real size is too.
    size: data.readUInt32LE(at + 24),
    ...located(data, data.readUInt32LE(at + 42), name, data.readUInt32LE(at + 20), directoryStart),
  };
  return { entry, next };
}

/**
 * Entries that share bytes (one compressed stream unpacked once per entry: the overlapping zip
 * bomb) or a name (a reader going by local headers could take another entry than this one).
 */
function refuseSharing(entries: Located[]) {
  if (new Set(entries.map((entry) => entry.name)).size !== entries.length) throw unreadable();
  const byPlace = [...entries].sort((first, second) => first.start - second.start);
  byPlace.forEach((entry, index) => {
    const next = byPlace[index + 1];
    if (next && entry.end > next.start) throw unreadable();
  });
}

/**
 * The entries of a zip file held in memory, read from its central directory and nothing else,
 * before a byte is unpacked. A damaged or hostile layout is refused as an unreadable file, more
 * entries than `maxZipEntries` as a file too large once unpacked.
 */
export function zipEntries(data: Buffer): ZipEntry[] {
  const endAt = endRecordAt(data);
  const count = data.readUInt16LE(endAt + 10);
  if (count > maxZipEntries) throw fieldError('file', importMessages.unpackedTooLarge);
  const directoryStart = data.readUInt32LE(endAt + 16);
  const directoryEnd = directoryStart + data.readUInt32LE(endAt + 12);
  const oneDisk = data.readUInt32LE(endAt + 4) === 0 && data.readUInt16LE(endAt + 8) === count;
  if (!oneDisk || directoryEnd > endAt) throw unreadable();
  const entries: Located[] = [];
  let at = directoryStart;
  for (let index = 0; index < count; index += 1) {
    const { entry, next } = centralEntry(data, at, directoryStart, directoryEnd);
    entries.push(entry);
    at = next;
  }
  if (at !== directoryEnd) throw unreadable();
  refuseSharing(entries);
  return entries.map(({ name, method, crc, size, data: bytes }) => ({ name, method, crc, size, data: bytes }));
}

/**
 * An entry as a local header and its bytes, sizes given up front (no data descriptor), which
 * is all a reader going through a zip from its start needs.
 */
export function localRecord({ name, method, crc, size, data }: ZipEntry): Buffer[] {
  const nameBytes = Buffer.from(name);
  const header = Buffer.alloc(headerLengths.local);
  header.writeUInt32LE(signatures.local, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(method, 8);
  header.writeUInt32LE(crc >>> 0, 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(Math.min(size, 0xffffffff), 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return [header, nameBytes, data];
}

/** The end record of a zip whose central directory is left out: a reader from the start stops there. */
export function endRecord(): Buffer {
  const record = Buffer.alloc(headerLengths.end);
  record.writeUInt32LE(signatures.end, 0);
  return record;
}
