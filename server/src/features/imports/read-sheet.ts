import { decodeCsvText } from './read-text.js';
import { readCsv } from './read-csv.js';
import { readXlsx } from './read-xlsx.js';
import type { Sheet } from './sheet.js';

const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** An uploaded file read by its content, never its name: an XLSX is a zip, a CSV is text. */
export async function readSheet(data: Buffer): Promise<Sheet> {
  if (data.subarray(0, zipSignature.length).equals(zipSignature)) return readXlsx(data);
  return readCsv(decodeCsvText(data));
}
