import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Clock } from '../clock.js';
import type { ReaderLanguage } from '../reader-language.js';
import { csvCellText, csvDialects, escapeFormula } from './cell-text.js';
import type { FileColumn } from './file-columns.js';

async function* csvRecords<Row>(
  columns: readonly FileColumn<Row>[],
  rows: AsyncIterable<Row>,
  language: ReaderLanguage,
  clock: Clock,
): AsyncGenerator<string[]> {
  yield columns.map((column) => escapeFormula(column.title[language]));
  for await (const row of rows) {
    yield columns.map((column) => csvCellText(column.column, column.cell(row, language), language, clock));
  }
}

/**
 * A CSV as a stream: UTF-8 with a byte order mark (so Excel reads accents right), Windows line
 * ends, the header row then the rows as they are read, in the reader's dialect (`;` and a decimal
 * comma in French, `,` and `.` in English). `stopped` hears of a failure mid-file.
 */
export function csvFile<Row>(
  columns: readonly FileColumn<Row>[],
  rows: AsyncIterable<Row>,
  options: { language: ReaderLanguage; clock: Clock; stopped: (error: Error) => void },
): Readable {
  const records = Readable.from(csvRecords(columns, rows, options.language, options.clock));
  const csv = stringify({ bom: true, record_delimiter: 'windows', delimiter: csvDialects[options.language].delimiter });
  return pipeline(records, csv, (error) => {
    if (error) options.stopped(error);
  });
}
