import type { FastifyReply } from 'fastify';
import {
  cleaningReportColumns,
  incidentReportColumns,
  maintenanceReportColumns,
  preUseReportColumns,
  profitLossReportColumns,
  regRenewalReportColumns,
  reportMoneyKeys,
  vehicleTypesReportColumns,
  type ExpiryReportType,
  type ReportColumn,
  type ReportRange,
  type CleaningReportRow,
  type MaintenanceReportRow,
  type VehicleTypesReportRow,
  type PreUseReportRow,
  type ProfitLossReportRow,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvBatchReader, type CsvCell, type CsvColumn } from '../../lib/csv-export.js';
import { cleaningRows } from './cleaning.js';
import { incidentRows } from './incident.js';
import { maintenanceRows } from './maintenance.js';
import { preUseRows } from './pre-use.js';
import { profitLossRows } from './profit-loss.js';
import { regRenewalRows } from './reg-renewal.js';
import type { Keyed } from './sql.js';
import { vehicleTypesRows } from './vehicle-types.js';

/** A report cell as the CSV writes it: money with 2 decimals, Yes/No, lists joined, blanks empty. */
function csvCell(key: string, value: unknown): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'number' && reportMoneyKeys.includes(key)) return value.toFixed(2);
  return typeof value === 'number' ? value : String(value);
}

/** The shared column list (the screen's columns) as CSV columns. */
function csvColumns<Shown extends object, Row extends Shown>(
  columns: readonly ReportColumn<Shown>[],
): CsvColumn<Row>[] {
  return columns.map((column) => ({ header: column.header, value: (row) => csvCell(column.key, row[column.key]) }));
}

/** `Row` is what the query reads (the shown fields plus its keyset column). */
function sendReport<Shown extends object, Row extends Shown>(
  context: AppContext,
  reply: FastifyReply,
  report: { name: string; range: ReportRange; columns: readonly ReportColumn<Shown>[]; read: CsvBatchReader<Row> },
) {
  return sendCsv(reply, {
    fileName: csvFileName(`${report.name}-${report.range.start_date}-${report.range.end_date}`, context.clock.today()),
    columns: csvColumns<Shown, Row>(report.columns),
    logger: reply.log,
    read: report.read,
  });
}

export function exportCleaning(context: AppContext, reply: FastifyReply, range: ReportRange, type: string) {
  return sendReport(context, reply, {
    name: 'cleaning-report',
    range,
    columns: cleaningReportColumns,
    read: (previous: Keyed<CleaningReportRow> | undefined, limit: number) =>
      cleaningRows(context.db, range, type, { after: previous, limit }),
  });
}

export function exportMaintenance(context: AppContext, reply: FastifyReply, range: ReportRange, type: string) {
  return sendReport(context, reply, {
    name: 'maintenance-report',
    range,
    columns: maintenanceReportColumns,
    read: (previous: Keyed<MaintenanceReportRow> | undefined, limit: number) =>
      maintenanceRows(context.db, range, type, { after: previous, limit }),
  });
}

export function exportIncident(context: AppContext, reply: FastifyReply, range: ReportRange, type: ExpiryReportType) {
  const query = { range, type, today: context.clock.today() };
  return sendReport(context, reply, {
    name: `incident-report-${type}`,
    range,
    columns: incidentReportColumns,
    read: (previous, limit) => incidentRows(context.db, query, { after: previous, limit }),
  });
}

export function exportRegRenewal(context: AppContext, reply: FastifyReply, range: ReportRange, type: ExpiryReportType) {
  const query = { range, type, today: context.clock.today() };
  return sendReport(context, reply, {
    name: `reg-renewal-report-${type}`,
    range,
    columns: regRenewalReportColumns,
    read: (previous, limit) => regRenewalRows(context.db, query, { after: previous, limit }),
  });
}

export function exportVehicleTypes(context: AppContext, reply: FastifyReply, range: ReportRange, type: string) {
  return sendReport(context, reply, {
    name: 'vehicle-types-report',
    range,
    columns: vehicleTypesReportColumns,
    read: (previous: Keyed<VehicleTypesReportRow> | undefined, limit: number) =>
      vehicleTypesRows(context.db, range, type, { after: previous, limit }),
  });
}

export function exportPreUse(context: AppContext, reply: FastifyReply, range: ReportRange) {
  return sendReport(context, reply, {
    name: 'pre-use-inspection-report',
    range,
    columns: preUseReportColumns,
    read: (previous: Keyed<PreUseReportRow> | undefined, limit: number) =>
      preUseRows(context.db, range, { after: previous, limit }),
  });
}

export function exportProfitLoss(context: AppContext, reply: FastifyReply, range: ReportRange) {
  return sendReport(context, reply, {
    name: 'profit-loss-report',
    range,
    columns: profitLossReportColumns,
    read: (previous: Keyed<ProfitLossReportRow> | undefined, limit: number) =>
      profitLossRows(context.db, range, { after: previous, limit }),
  });
}
