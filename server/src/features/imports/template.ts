import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { importColumns, type ImportFormat, type ImportKind } from '@fleet-ops/shared';
import type { ReaderLanguage } from '../../lib/reader-language.js';

export type Template = { fileName: string; contentType: string; data: Buffer };

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel reads a CSV's accents right only after a byte order mark. */
const byteOrderMark = '\uFEFF';

async function xlsxTemplate(headers: string[], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({
    header,
    width: Math.max(14, header.length + 4),
    // Text cells: Excel keeps "0042" and "2026-05" as typed instead of turning them into numbers or dates.
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The header row of a kind's import file, in the reader's language. A French CSV is separated by
 * semicolons, as Excel on a French Windows writes and reads it.
 */
export async function importTemplate(
  kind: ImportKind,
  format: ImportFormat,
  language: ReaderLanguage,
): Promise<Template> {
  const headers = importColumns[kind].map((column) => column[language]);
  const name = `${kind.replace(/_/g, '-')}-import-template.${format}`;
  if (format === 'xlsx') return { fileName: name, contentType: xlsxType, data: await xlsxTemplate(headers, kind) };
  const text = Papa.unparse([headers], { delimiter: language === 'fr' ? ';' : ',' });
  return { fileName: name, contentType: 'text/csv; charset=utf-8', data: Buffer.from(`${byteOrderMark}${text}\r\n`) };
}
