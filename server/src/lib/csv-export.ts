import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { csvDialects } from './file-export/cell-text.js';
import type { Bilingual, ReaderLanguage } from './reader-language.js';

export type CsvCell = string | number | null | undefined;

/**
 * A column: its header in English and French (a plain string reads the same in both, such as
 * VIN), and its cell, which may depend on the reader's language (Yes or Oui).
 */
export type CsvColumn<Row> = { header: string | Bilingual; value: (row: Row, language: ReaderLanguage) => CsvCell };

export function csvHeader(column: { header: string | Bilingual }, language: ReaderLanguage): string {
  return typeof column.header === 'string' ? column.header : column.header[language];
}

const yesNoWords: Record<ReaderLanguage, readonly [yes: string, no: string]> = {
  en: ['Yes', 'No'],
  fr: ['Oui', 'Non'],
};

/** A yes/no cell in the reader's language. */
export function csvYesNo(value: boolean, language: ReaderLanguage): string {
  return yesNoWords[language][value ? 0 : 1];
}

/**
 * Reads the next rows of an export: the rows that come after `previous` in the export's order
 * (from the start when undefined), at most `limit`. Implement it with keyset pagination so each
 * batch is one indexed query and memory holds one batch, however long the list.
 */
export type CsvBatchReader<Row> = (previous: Row | undefined, limit: number) => Promise<Row[]>;

export const csvBatchSize = 1000;

export { exportCodePattern } from './file-export/export-route.js';

export function csvFileName(name: string, today: string): string {
  return `${name}-${today}.csv`;
}

async function* allRows<Row>(read: CsvBatchReader<Row>, batchSize: number): AsyncGenerator<Row> {
  let previous: Row | undefined;
  for (;;) {
    const batch = await read(previous, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    previous = batch[batch.length - 1];
  }
}

const formulaStart = /^[=+\-@\t\r]/;
const negativeNumber = /^-\d+([.,]\d+)?$/;

/** A leading quote keeps a spreadsheet from running the cell; a negative amount stays a number. */
function escapeFormula(text: string): string {
  return formulaStart.test(text) && !negativeNumber.test(text) ? `'${text}` : text;
}

async function* csvRecords<Row>(
  columns: CsvColumn<Row>[],
  rows: AsyncGenerator<Row>,
  language: ReaderLanguage,
): AsyncGenerator<string[]> {
  yield columns.map((column) => csvHeader(column, language));
  for await (const row of rows) {
    yield columns.map((column) => {
      const value = column.value(row, language);
      return value === null || value === undefined ? '' : escapeFormula(String(value));
    });
  }
}

/**
 * Streams a CSV download: UTF-8 with a byte order mark (so Excel reads accents right), a header
 * row, then the rows batch by batch. A cell starting with =, +, -, @, tab or carriage return gets
 * a leading single quote, so a spreadsheet shows it as text instead of running it as a formula;
 * plain negative numbers (-280.00) are left as numbers, which no spreadsheet can run. Headers
 * (and the cells that have words of their own) are in `language`, the reader's (see
 * `readerLanguage` in reader-language.ts), English when not given.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  options: {
    fileName: string;
    columns: CsvColumn<Row>[];
    read: CsvBatchReader<Row>;
    batchSize?: number;
    logger: FastifyBaseLogger;
    language?: ReaderLanguage;
  },
): FastifyReply {
  const rows = allRows(options.read, options.batchSize ?? csvBatchSize);
  const records = Readable.from(csvRecords(options.columns, rows, options.language ?? 'en'));
  const csv = stringify({
    bom: true,
    record_delimiter: 'windows',
    delimiter: csvDialects[options.language ?? 'en'].delimiter,
  });
  const body = pipeline(records, csv, (error) => {
    if (error) options.logger.error({ err: error }, `CSV export ${options.fileName} stopped`);
  });
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${options.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}
