import type { FastifyReply } from 'fastify';
import type { Clock } from '../clock.js';
import type { ReaderLanguage } from '../reader-language.js';
import { allRows, exportBatchSize, type BatchReader } from './batches.js';
import { csvFile } from './csv-file.js';
import type { FileColumn } from './file-columns.js';
import { xlsxFile } from './xlsx-file.js';

export const fileFormats = ['csv', 'xlsx'] as const;
export type FileFormat = (typeof fileFormats)[number];

export const fileContentTypes: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * An export as configuration: its file's name (the date and the extension are added), its
 * columns (`fileColumns` over the resource's catalogue) and how to read its rows in batches.
 */
export type FileExport<Row> = {
  name: string;
  columns: FileColumn<Row>[];
  read: BatchReader<Row>;
  batchSize?: number;
};

export function exportFileName(name: string, today: string, format: FileFormat): string {
  return `${name}-${today}.${format}`;
}

/**
 * Streams an export's file in the format and language asked for: headers from the catalogue in
 * the reader's language, cells by type, the rows batch by batch (memory holds one batch however
 * long the list). A failure after the first bytes can only cut the file short: it is logged.
 */
export function sendFile<Row>(
  reply: FastifyReply,
  file: FileExport<Row>,
  options: { format: FileFormat; language: ReaderLanguage; clock: Clock },
): FastifyReply {
  const fileName = exportFileName(file.name, options.clock.today(), options.format);
  const rows = allRows(file.read, file.batchSize ?? exportBatchSize);
  const stopped = (error: Error) => reply.log.error({ err: error }, `Export ${fileName} stopped`);
  const common = { language: options.language, clock: options.clock, stopped };
  const body =
    options.format === 'xlsx'
      ? xlsxFile(file.columns, rows, { ...common, sheetName: file.name.slice(0, 31) })
      : csvFile(file.columns, rows, common);
  return reply
    .header('Content-Type', fileContentTypes[options.format])
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}
