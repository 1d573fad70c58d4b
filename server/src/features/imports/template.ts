import Papa from 'papaparse';
import { importColumns, importRequiredFields, type ImportFormat, type ImportKind } from '@fleet-ops/shared';
import { loadExcelJS } from '../../lib/lazy/exceljs.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';

export type Template = { fileName: string; contentType: string; data: Buffer };

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel reads a CSV's accents right only after a byte order mark. */
const byteOrderMark = '\uFEFF';

/** The note on a required column's header cell. */
const requiredNote: Record<ReaderLanguage, string> = {
  en: 'Required: every row fills this column.',
  fr: 'Obligatoire\u00a0: chaque ligne remplit cette colonne.',
};

type TemplateHeader = { text: string; required: boolean };

/** Required columns have a bold header with a note; the others a plain one. */
async function xlsxTemplate(headers: TemplateHeader[], sheetName: string, language: ReaderLanguage): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map(({ text }) => ({
    header: text,
    width: Math.max(14, text.length + 4),
    // Text cells: Excel keeps "0042", "2026-05" and a rotation of 5/2 as typed instead of turning them into numbers or dates.
    style: { numFmt: '@' },
  }));
  headers.forEach(({ required }, index) => {
    const cell = sheet.getRow(1).getCell(index + 1);
    cell.font = { bold: required };
    if (required) cell.note = requiredNote[language];
  });
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
  const headers = importColumns[kind].map((column) => ({
    text: column[language],
    required: importRequiredFields[kind].includes(column.field),
  }));
  const name = `${kind.replace(/_/g, '-')}-import-template.${format}`;
  if (format === 'xlsx') {
    return { fileName: name, contentType: xlsxType, data: await xlsxTemplate(headers, kind, language) };
  }
  const text = Papa.unparse([headers.map((header) => header.text)], { delimiter: language === 'fr' ? ';' : ',' });
  return { fileName: name, contentType: 'text/csv; charset=utf-8', data: Buffer.from(`${byteOrderMark}${text}\r\n`) };
}
