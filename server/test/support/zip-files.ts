import zlib from 'node:zlib';
import { localRecord, type ZipEntry } from '../../src/features/imports/zip-directory.js';

/**
 * Zip files written by hand, so a test can make what no zip library writes: entries that say they
 * are small and are not, many entries sharing one compressed stream, gigabytes in a megabyte.
 */

/** An entry's bytes as stored in the zip (`data`), and what its headers say about them. */
export type ZipData = Omit<ZipEntry, 'name'>;

/**
 * An entry of `zipFile`. With `within`, it has no local record of its own: its central directory
 * header points `offset` bytes into an earlier entry's record (0: at its local header).
 */
export type ZipFileEntry = ZipEntry & { within?: { entry: string; offset: number } };

export function stored(content: string | Buffer): ZipData {
  const bytes = Buffer.from(content);
  return { data: bytes, method: 0, size: bytes.length, crc: zlib.crc32(bytes) };
}

export function deflated(content: string | Buffer): ZipData {
  const bytes = Buffer.from(content);
  return { data: zlib.deflateRawSync(bytes), method: 8, size: bytes.length, crc: zlib.crc32(bytes) };
}

/**
 * `prefix`, then `unit` `times` over, then `suffix`, compressed without ever being held whole:
 * `unit` is compressed once as a block that ends on a byte boundary and stands alone (it refers
 * to nothing before it), and the block is repeated. 1 MB of spaces compresses to about 1 KB,
 * so 1.5 GB takes about 1.5 MB. The CRC is left at 0: nothing should read that far.
 */
export function repeatedDeflate(prefix: string, unit: string, times: number, suffix: string): ZipData {
  const block = (text: string) => zlib.deflateRawSync(Buffer.from(text), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const unitBlock = block(unit);
  return {
    data: Buffer.concat([
      block(prefix),
      ...Array.from({ length: times }, () => unitBlock),
      zlib.deflateRawSync(Buffer.from(suffix)),
    ]),
    method: 8,
    size: Buffer.byteLength(prefix) + Buffer.byteLength(unit) * times + Buffer.byteLength(suffix),
    crc: 0,
  };
}

function centralHeader(entry: ZipEntry, offset: number): Buffer {
  const name = Buffer.from(entry.name);
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt32LE(entry.crc >>> 0, 16);
  header.writeUInt32LE(entry.data.length, 20);
  header.writeUInt32LE(Math.min(entry.size, 0xffffffff), 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

/** A zip of the entries in their order; more than 65,534 entries are counted as 0xFFFF, as zip64 writers do. */
export function zipFile(entries: ZipFileEntry[]): Buffer {
  const parts: Buffer[] = [];
  const offsets = new Map<string, number>();
  let offset = 0;
  const central = entries.map((entry) => {
    if (entry.within) {
      const start = offsets.get(entry.within.entry);
      if (start === undefined) throw new Error(`No entry ${entry.within.entry} before ${entry.name}.`);
      return centralHeader(entry, start + entry.within.offset);
    }
    const local = Buffer.concat(localRecord(entry));
    parts.push(local);
    offsets.set(entry.name, offset);
    offset += local.length;
    return centralHeader(entry, offset - local.length);
  });
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '</Types>';

const packageRelationships =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

const workbook =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  '<sheets><sheet name="Import" sheetId="1" r:id="rId1"/></sheets></workbook>';

const workbookRelationships =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '</Relationships>';

/** The parts every workbook has besides its sheet, as Excel names them. */
export const workbookSkeleton = (pack = deflated): ZipFileEntry[] => [
  { name: '[Content_Types].xml', ...pack(contentTypes) },
  { name: '_rels/.rels', ...pack(packageRelationships) },
  { name: 'xl/workbook.xml', ...pack(workbook) },
  { name: 'xl/_rels/workbook.xml.rels', ...pack(workbookRelationships) },
];

/** A sheet's XML around its rows (`<row>` elements, or anything a sheet may hold between them). */
export const sheetStart =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const sheetEnd = '</sheetData></worksheet>';

/** A column's letters from its index (0 is A, 26 is AA). */
export function columnLetters(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnLetters(Math.floor(index / 26) - 1) + letter;
}

/** One row of inline text cells, as a sheet without shared strings holds it. */
export function sheetRow(row: number, cells: string[]): string {
  const columns = cells.map(
    (cell, index) => `<c r="${columnLetters(index)}${row}" t="inlineStr"><is><t>${cell}</t></is></c>`,
  );
  return `<row r="${row}">${columns.join('')}</row>`;
}
