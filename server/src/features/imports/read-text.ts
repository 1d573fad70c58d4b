import iconv from 'iconv-lite';
import { importMessages } from '@fleet-ops/shared';
import { fieldError } from '../../lib/errors.js';
import { detectFileKind } from '../../lib/file-types.js';

const utf8Bom = Buffer.from([0xef, 0xbb, 0xbf]);
const utf16LittleEndianBom = Buffer.from([0xff, 0xfe]);
const utf16BigEndianBom = Buffer.from([0xfe, 0xff]);

const startsWith = (data: Buffer, prefix: Buffer) => data.subarray(0, prefix.length).equals(prefix);

/**
 * The text of a CSV file. A byte order mark names the encoding (Excel's "CSV UTF-8" writes one,
 * its "Unicode text" is UTF-16); without one, bytes that are valid UTF-8 are read as UTF-8 and
 * anything else as Windows-1252, what Excel writes for "CSV" on a French Windows in Quebec.
 * Bytes no text file holds (NUL, a PDF or image signature) mean it is no CSV at all.
 */
export function decodeCsvText(data: Buffer): string {
  if (startsWith(data, utf8Bom)) return iconv.decode(data.subarray(utf8Bom.length), 'utf8');
  if (startsWith(data, utf16LittleEndianBom)) return iconv.decode(data.subarray(2), 'utf16le');
  if (startsWith(data, utf16BigEndianBom)) return iconv.decode(data.subarray(2), 'utf16be');
  if (data.includes(0) || detectFileKind(data)) throw fieldError('file', importMessages.fileType);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return iconv.decode(data, 'win1252');
  }
}
