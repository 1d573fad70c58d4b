import type { FastifyReply } from 'fastify';
import {
  cleaningReportColumns,
  defectsReportColumns,
  incidentReportColumns,
  maintenanceReportColumns,
  preUseReportColumns,
  profitLossReportColumns,
  regRenewalReportColumns,
  reportColumnLabelsFr,
  reportMoneyKeys,
  reportRowMatches,
  valueLabel,
  vehicleTypesReportColumns,
  type ExpiryReportType,
  type ReportColumn,
  type ReportRange,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import {
  csvFileName,
  csvYesNo,
  sendCsv,
  type CsvBatchReader,
  type CsvCell,
  type CsvColumn,
} from '../../lib/csv-export.js';
import { csvDialects } from '../../lib/file-export/cell-text.js';
import { sendFile, type FileFormat } from '../../lib/file-export/index.js';
import { reportFileColumns } from './export-xlsx.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { defectsReport } from './defects.js';
import { cleaningRows } from './queries/cleaning.js';
import { incidentRows, type ExpiryQuery } from './queries/incident.js';
import { maintenanceRows } from './queries/maintenance.js';
import { preUseCoverage } from './pre-use-coverage.js';
import { preUseRows, type PreUseQueryRow } from './queries/pre-use.js';
import { profitLossRows } from './queries/profit-loss.js';
import { regRenewalRows } from './queries/reg-renewal.js';
import type { RowWindow } from './queries/sql.js';
import { vehicleTypesRows } from './queries/vehicle-types.js';

/**
 * An export's query: the range, the screen's search when one is in force, the reader's language
 * and the file's format (CSV unless XLSX is asked for).
 */
type ReportExportQuery = ReportRange & { search?: string; language?: ReaderLanguage; format?: FileFormat };

/** A report cell as the CSV writes it: money with 2 decimals, numbers with the reader's decimal mark, Yes/No, lists joined, blanks empty. */
function csvCell(key: string, value: unknown, language: ReaderLanguage): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return csvYesNo(value, language);
  if (Array.isArray(value)) return value.join('; ');
  // A French spreadsheet reads a number only with a decimal comma (and the file's `;` separator).
  const decimalMark = csvDialects[language].decimalMark;
  if (typeof value === 'number' && reportMoneyKeys.includes(key)) return value.toFixed(2).replace('.', decimalMark);
  if (typeof value === 'number') return String(value).replace('.', decimalMark);
  if (key === 'vehicle_parent_type' && typeof value === 'string') return valueLabel('parentType', value, language);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The shared column list (the screen's columns) as CSV columns, headed in English or French. */
function csvColumns<Shown extends object, Row extends Shown>(
  columns: readonly ReportColumn<Shown>[],
): CsvColumn<Row>[] {
  return columns.map((column) => ({
    header: {
      en: column.header,
      fr: reportColumnLabelsFr[column.key as keyof typeof reportColumnLabelsFr] ?? column.header,
    },
    value: (row, language) => csvCell(column.key, row[column.key], language),
  }));
}

/**
 * The rows of `read` that hold the search, in batches as `sendCsv` reads them: a batch shorter
 * than asked means the end, so the source is read on until a batch is full or the source ends.
 * The next batch starts after the last row sent, so rows read past it are read (and filtered) again.
 */
export function searchedRows<Row extends object>(
  read: CsvBatchReader<Row>,
  search: string | undefined,
): CsvBatchReader<Row> {
  if (!search) return read;
  return async (previous, limit) => {
    const found: Row[] = [];
    let after = previous;
    for (;;) {
      const batch = await read(after, limit);
      found.push(...batch.filter((row) => reportRowMatches(row, search)));
      if (found.length >= limit || batch.length < limit) return found.slice(0, limit);
      after = batch[batch.length - 1];
    }
  };
}

/** `Row` is what the query reads (the shown fields plus its keyset column). */
function sendReport<Shown extends object, Row extends Shown>(
  context: AppContext,
  reply: FastifyReply,
  report: {
    name: string;
    range: ReportExportQuery;
    columns: readonly ReportColumn<Shown>[];
    read: CsvBatchReader<Row>;
  },
) {
  const name = `${report.name}-${report.range.start_date}-${report.range.end_date}`;
  const read = searchedRows(report.read, report.range.search);
  if (report.range.format === 'xlsx') {
    return sendFile(
      reply,
      { name, columns: reportFileColumns<Shown, Row>(report.columns), read },
      { format: 'xlsx', language: report.range.language ?? 'en', clock: context.clock },
    );
  }
  return sendCsv(reply, {
    fileName: csvFileName(name, context.clock.today()),
    columns: csvColumns<Shown, Row>(report.columns),
    language: report.range.language,
    logger: reply.log,
    read,
  });
}

/** A report filtered by parent type ('all' for every type): Cleaning, Maintenance, Vehicle Types. */
function parentTypeExport<Shown extends object, Row extends Shown>(
  name: string,
  columns: readonly ReportColumn<Shown>[],
  rows: (db: Database, range: ReportRange, type: string, window: RowWindow<Row>) => Promise<Row[]>,
) {
  return (context: AppContext, reply: FastifyReply, range: ReportExportQuery, type: string) =>
    sendReport<Shown, Row>(context, reply, {
      name,
      range,
      columns,
      read: (after, limit) => rows(context.db, range, type, { after, limit }),
    });
}

/** An expiry report (expired, upcoming or all, as of today): Incident, Reg. Renewal. */
function expiryExport<Shown extends object, Row extends Shown>(
  name: string,
  columns: readonly ReportColumn<Shown>[],
  rows: (db: Database, query: ExpiryQuery, window: RowWindow<Row>) => Promise<Row[]>,
) {
  return (context: AppContext, reply: FastifyReply, range: ReportExportQuery, type: ExpiryReportType) => {
    const query = { range, type, today: context.clock.today() };
    return sendReport<Shown, Row>(context, reply, {
      name: `${name}-${type}`,
      range,
      columns,
      read: (after, limit) => rows(context.db, query, { after, limit }),
    });
  };
}

/** A report of the range alone: Pre Use Inspection, Profit & Loss. */
function rangeExport<Shown extends object, Row extends Shown>(
  name: string,
  columns: readonly ReportColumn<Shown>[],
  rows: (db: Database, range: ReportRange, window: RowWindow<Row>) => Promise<Row[]>,
) {
  return (context: AppContext, reply: FastifyReply, range: ReportExportQuery) =>
    sendReport<Shown, Row>(context, reply, {
      name,
      range,
      columns,
      read: (after, limit) => rows(context.db, range, { after, limit }),
    });
}

export const exportCleaning = parentTypeExport('cleaning-report', cleaningReportColumns, cleaningRows);
export const exportMaintenance = parentTypeExport('maintenance-report', maintenanceReportColumns, maintenanceRows);
export const exportVehicleTypes = parentTypeExport('vehicle-types-report', vehicleTypesReportColumns, vehicleTypesRows);
export const exportIncident = expiryExport('incident-report', incidentReportColumns, incidentRows);
export const exportRegRenewal = expiryExport('reg-renewal-report', regRenewalReportColumns, regRenewalRows);
/** Pre Use Inspection counts by the site's first shift start (issue 36), read once for the whole file. */
export async function exportPreUse(context: AppContext, reply: FastifyReply, range: ReportExportQuery) {
  const coverage = await preUseCoverage(context);
  return rangeExport('pre-use-inspection-report', preUseReportColumns, (db, shown, window: RowWindow<PreUseQueryRow>) =>
    preUseRows(db, shown, coverage, window),
  )(context, reply, range);
}
export const exportProfitLoss = rangeExport('profit-loss-report', profitLossReportColumns, profitLossRows);

/** Worked out whole (one read of the range's defects), then written in the batches `sendCsv` asks for. */
export async function exportDefectsReport(
  context: AppContext,
  reply: FastifyReply,
  range: ReportExportQuery & { code?: string | undefined },
) {
  const { rows } = await defectsReport(context, range);
  return sendReport(context, reply, {
    name: 'defects-report',
    range,
    columns: defectsReportColumns,
    read: async (after, limit) => {
      const from = after ? rows.indexOf(after) + 1 : 0;
      return rows.slice(from, from + limit);
    },
  });
}
