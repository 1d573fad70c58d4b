import zlib from 'node:zlib';
import { importMessages } from '@fleet-ops/shared';
import { fieldError } from '../../lib/errors.js';
import { endRecord, localRecord, zipEntries, type ZipEntry } from './zip-directory.js';

/**
 * What the reader unpacks of a workbook at most. A 10,000-row sheet of the widest import is
 * about 10 MB of XML (20 with styles on every cell), its shared strings a few MB; the other parts
 * are smaller because ExcelJS keeps them in memory (19 MB of one-letter shared strings took
 * 61 MB). A workbook that says more is refused before anything is unpacked, and one whose parts
 * unpack to more than they say is stopped there.
 */
export const unpackedLimits = {
  sheetBytes: 50 * 1024 * 1024,
  otherPartBytes: 20 * 1024 * 1024,
  totalBytes: 100 * 1024 * 1024,
} as const;

/** The parts ExcelJS reads before the sheet, in the order it needs them. */
const partsBeforeSheet = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const worksheet = /^xl\/worksheets\/sheet\d+\.xml$/;

/**
 * Empty stand-ins for the two parts ExcelJS must have read to stream a sheet: without either,
 * it copies the whole sheet to a temporary file first (and leaves it there if reading fails).
 */
const standIns = new Map(
  Object.entries({
    'xl/_rels/workbook.xml.rels':
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
    'xl/sharedStrings.xml': '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
  }).map(([name, text]) => {
    const data = Buffer.from(text);
    return [name, { name, method: 0, crc: zlib.crc32(data), size: data.length, data }];
  }),
);

const unreadable = () => fieldError('file', importMessages.xlsxUnreadable);
const tooLarge = () => fieldError('file', importMessages.unpackedTooLarge);

/**
 * Unpacks the entry to count its bytes, a chunk at a time and thrown away, stopping as soon as it
 * passes its declared size: the size the budgets were checked against is then the real one.
 */
async function checkUnpackedSize(entry: ZipEntry) {
  if (entry.method === 0) {
    if (entry.data.length !== entry.size) throw unreadable();
    return;
  }
  const inflate = zlib.createInflateRaw();
  inflate.end(entry.data);
  let size = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > entry.size) break;
    }
  } catch {
    throw unreadable();
  }
  if (size !== entry.size) throw unreadable();
}

/**
 * The parts of an XLSX file the import reads (the first worksheet and what it refers to), held
 * to `unpackedLimits` by their declared and their real unpacked sizes, packed again for ExcelJS
 * in the order it streams them, without the entries it never reads. ExcelJS goes through a zip
 * by its local headers from the start and unpacks whatever they say; it only ever gets these.
 */
export async function workbookParts(data: Buffer): Promise<Buffer> {
  const entries = new Map(zipEntries(data).map((entry) => [entry.name, entry]));
  const sheet = [...entries.values()].find((entry) => worksheet.test(entry.name));
  if (!sheet) throw fieldError('file', importMessages.fileType);
  const partsBefore = partsBeforeSheet.flatMap((name) => entries.get(name) ?? standIns.get(name) ?? []);
  const parts = [...partsBefore, sheet];
  if (sheet.size > unpackedLimits.sheetBytes) throw tooLarge();
  if (partsBefore.some((part) => part.size > unpackedLimits.otherPartBytes)) throw tooLarge();
  if (parts.reduce((total, part) => total + part.size, 0) > unpackedLimits.totalBytes) throw tooLarge();
  for (const part of parts) await checkUnpackedSize(part);
  return Buffer.concat([...parts.flatMap(localRecord), endRecord()]);
}
