import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { codeLabel, yesNoTitles, type ListColumn } from '@fleet-ops/shared';
import type { Clock } from '../clock.js';
import { loadExcelJS } from '../lazy/exceljs.js';
import type { ReaderLanguage } from '../reader-language.js';
import { columnDecimals, numericValue } from './cell-text.js';
import type { CellValue, FileColumn } from './file-columns.js';

type XlsxCell = string | number | Date | null;

const wallClock = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A date or a wall-clock time as a spreadsheet date. A spreadsheet date has no time zone: the
 * cell holds the time the site's clock showed, built in UTC so the file reads the same anywhere.
 */
function spreadsheetDate(text: string): Date | undefined {
  const parts = wallClock.exec(text);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  return new Date(Date.UTC(year!, month! - 1, day, hour, minute, second));
}

function xlsxCell(column: ListColumn, value: CellValue, language: ReaderLanguage, clock: Clock): XlsxCell {
  if (value === null || value === undefined || value === '') return null;
  switch (column.type) {
    case 'number':
    case 'money':
      return numericValue(value) ?? String(value);
    case 'boolean':
      return typeof value === 'boolean' ? yesNoTitles[value ? 'yes' : 'no'][language] : String(value);
    case 'code':
      return codeLabel(column, String(value), language);
    case 'date':
    case 'datetime': {
      const text = value instanceof Date ? clock.formatDateTime(value) : String(value);
      return spreadsheetDate(column.type === 'date' ? text.slice(0, 10) : text) ?? text;
    }
    default:
      return value instanceof Date ? clock.formatDateTime(value) : String(value);
  }
}

/** How a column's cells show: money and measures with their decimals, dates as dates. */
function numberFormat(column: ListColumn): string | undefined {
  if (column.type === 'date') return 'yyyy-mm-dd';
  if (column.type === 'datetime') return 'yyyy-mm-dd hh:mm';
  // A text column stays text when someone types in it (a rotation of 5/2 is not 2 May).
  if (column.type === 'text') return '@';
  const decimals = columnDecimals(column);
  if (decimals === undefined || decimals === 0) return undefined;
  return `${column.type === 'money' ? '#,##0' : '0'}.${'0'.repeat(decimals)}`;
}

/** A width that fits the header and a typical cell of the column's type, in characters. */
function columnWidth(column: ListColumn, title: string): number {
  const typical = { date: 12, datetime: 17, money: 12, number: 10, boolean: 6, code: 14, text: 18, actions: 8 };
  return Math.min(60, Math.max(title.length + 2, typical[column.type]));
}

/**
 * Where the sheet's XML goes: exceljs' sheet stream hands each 64 kB on to the zip without waiting
 * (it ignores `write`'s answer), so when compressing is slower than reading rows the whole
 * uncompressed sheet would pile up in front of the compressor (150 MB of buffers at 300,000 rows).
 * The rows wait for it as they wait for the file's reader.
 */
function sheetConsumers(sheet: ExcelJS.Worksheet): Writable[] {
  return (sheet as unknown as { stream: { pipes?: Writable[] } }).stream.pipes ?? [];
}

/** The zip's own streams are readable-stream 2, which has no `writableNeedDrain` but keeps the state. */
const needsDrain = (stream: Writable) =>
  stream.writableNeedDrain ??
  (stream as unknown as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain === true;

/** Until `stream` has room again, or the file's reader has gone (a cancelled download). */
async function drainedOrClosed(stream: Writable, output: PassThrough): Promise<void> {
  if (output.destroyed) return;
  const stop = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: stop.signal }),
      once(output, 'close', { signal: stop.signal }),
    ]);
  } finally {
    stop.abort();
  }
}

/**
 * An XLSX as a stream (exceljs' streaming writer): one sheet, a bold header row that stays in
 * view (frozen), column widths, and typed cells: numbers and money as numbers with their decimals,
 * dates and times as dates (times as the site's clock showed them), codes and booleans in the
 * reader's words, text as text (a rotation such as 5/2 never becomes a date). Rows are committed
 * as they are read, and reading waits while the reader of the file or the zip's compressor is
 * behind, so memory holds a batch and what the zip has not yet sent.
 */
export function xlsxFile<Row>(
  columns: readonly FileColumn<Row>[],
  rows: AsyncIterable<Row>,
  options: { language: ReaderLanguage; clock: Clock; sheetName: string; stopped: (error: Error) => void },
): Readable {
  const { language, clock } = options;
  const output = new PassThrough();

  const write = async () => {
    const ExcelJS = await loadExcelJS();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column, index) => {
      const title = column.title[language];
      const numFmt = numberFormat(column.column);
      return {
        key: String(index),
        header: title,
        width: columnWidth(column.column, title),
        ...(numFmt ? { style: { numFmt } } : {}),
      };
    });
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();

    for await (const row of rows) {
      sheet
        .addRow(columns.map((column) => xlsxCell(column.column, column.cell(row, language), language, clock)))
        .commit();
      const behind = [output, ...sheetConsumers(sheet)].find(needsDrain);
      if (behind) await drainedOrClosed(behind, output);
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: Error) => {
    options.stopped(error);
    output.destroy(error);
  });
  return output;
}
