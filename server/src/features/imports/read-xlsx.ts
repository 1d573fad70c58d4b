import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { importLimits, importMessages } from '@fleet-ops/shared';
import { AppError, fieldError } from '../../lib/errors.js';
import { loadExcelJS } from '../../lib/lazy/exceljs.js';
import { isBlankRow, type Sheet, type SheetRow } from './sheet.js';
import { workbookParts } from './workbook-parts.js';

type Cell = { text: string; refused?: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What a cell holds as text; a formula (even with its last result) or an error value is refused. */
function readCell(value: unknown): Cell {
  if (value === null || value === undefined) return { text: '' };
  // A date cell holds the wall clock in UTC; a time of day (a meter reading's) is kept when it has one.
  if (value instanceof Date) {
    const text = value.toISOString();
    return {
      text: text.slice(11, 19) === '00:00:00' ? text.slice(0, 10) : `${text.slice(0, 10)} ${text.slice(11, 19)}`,
    };
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return { text: String(value) };
  }
  if (!isObject(value)) return { text: '' };
  if ('formula' in value || 'sharedFormula' in value) return { text: '', refused: importMessages.formula };
  if ('error' in value) return { text: '', refused: importMessages.errorValue };
  if (Array.isArray(value.richText)) {
    return { text: value.richText.map((run: { text?: string }) => run.text ?? '').join('') };
  }
  // A hyperlink: its shown text, itself plain or rich.
  if ('text' in value) return readCell(value.text);
  return { text: '' };
}

function sheetRow(row: number, values: unknown[]): SheetRow {
  const refused = new Map<number, string>();
  // ExcelJS numbers cells from 1 (index 0 of `values` is always empty) and leaves empty cells out
  // of `values`; only the ones it holds are visited, since after a cell in column XFD, going
  // through the 16,383 before it costs more than reading the sheet.
  const cells = new Array<string>(Math.max(0, values.length - 1)).fill('');
  for (const key of Object.keys(values)) {
    const index = Number(key) - 1;
    const cell = readCell(values[index + 1]);
    cells[index] = cell.text;
    if (cell.refused) refused.set(index, cell.refused);
  }
  return { row, cells, refused };
}

/**
 * The sheet's rows, stopping at the row limit, or once they are more than the largest CSV file
 * could hold, counting each cell's text and one character for the separator it would need there.
 * A few bytes of XML can be far more once read: shared strings repeat one long text in every
 * cell, and a cell in column XFD makes a row of 16,384 cells.
 */
async function sheetOf(worksheet: AsyncIterable<ExcelJS.Row>): Promise<Sheet> {
  let header: string[] | undefined;
  const rows: SheetRow[] = [];
  let readLength = 0;
  for await (const row of worksheet) {
    const read = sheetRow(row.number, row.values as unknown[]);
    if (isBlankRow(read.cells) && read.refused.size === 0) continue;
    readLength += read.cells.length + read.cells.reduce((total, cell) => total + cell.length, 0);
    if (readLength > importLimits.maxFileBytes) throw fieldError('file', importMessages.unpackedTooLarge);
    if (!header) header = read.cells;
    else if (rows.length === importLimits.maxRows) throw fieldError('file', importMessages.tooManyRows);
    else rows.push(read);
  }
  if (!header) throw fieldError('file', importMessages.headerMissing);
  return { header, rows };
}

/**
 * The first worksheet of an XLSX file, read as a stream so a huge sheet is dropped after the row
 * limit instead of being held whole in memory, from the parts `workbookParts` checked and
 * unpacked within its budgets. Dates come as YYYY-MM-DD (with HH:mm:ss when the cell has a time).
 */
export async function readXlsx(data: Buffer): Promise<Sheet> {
  const parts = await workbookParts(data);
  const ExcelJS = await loadExcelJS();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(parts), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const worksheet of reader) return await sheetOf(worksheet);
  } catch (error) {
    if (error instanceof AppError) throw error;
  }
  throw fieldError('file', importMessages.xlsxUnreadable);
}
