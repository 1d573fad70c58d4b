import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { importLimits, importMessages } from '@fleet-ops/shared';
import { fieldError } from '../../lib/errors.js';
import { isBlankRow, type Sheet, type SheetRow } from './sheet.js';

type Cell = { text: string; refused?: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What a cell holds as text; a formula (even with its last result) or an error value is refused. */
function readCell(value: unknown): Cell {
  if (value === null || value === undefined) return { text: '' };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10) };
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
  // ExcelJS numbers cells from 1: index 0 of `values` is always empty.
  const cells = values.slice(1).map((value, index) => {
    const cell = readCell(value);
    if (cell.refused) refused.set(index, cell.refused);
    return cell.text;
  });
  return { row, cells, refused };
}

/**
 * The first worksheet of an XLSX file, read as a stream so a huge sheet is dropped after the row
 * limit instead of being held whole in memory. Dates come as YYYY-MM-DD.
 */
export async function readXlsx(data: Buffer): Promise<Sheet> {
  let header: string[] | undefined;
  const rows: SheetRow[] = [];
  let sheetFound = false;
  let tooMany = false;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'emit',
    });
    for await (const worksheet of reader) {
      sheetFound = true;
      for await (const row of worksheet) {
        const read = sheetRow(row.number, row.values as unknown[]);
        if (isBlankRow(read.cells) && read.refused.size === 0) continue;
        if (!header) header = read.cells;
        else if (rows.length === importLimits.maxRows) tooMany = true;
        else rows.push(read);
        if (tooMany) break;
      }
      break;
    }
  } catch {
    throw fieldError('file', importMessages.xlsxUnreadable);
  }
  if (tooMany) throw fieldError('file', importMessages.tooManyRows);
  if (!sheetFound) throw fieldError('file', importMessages.fileType);
  if (!header) throw fieldError('file', importMessages.headerMissing);
  return { header, rows };
}
