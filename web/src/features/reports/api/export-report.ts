import type { ExpiryReportType, ParentTypeReportType } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadExport, type ExportFormat } from '../../../lib/download-file';
import type { DateRange } from '../report-range';
import { reportExportQuery } from './report-query';

/** Where a report's file comes from and what it is called, from the screen's own choice (a type). */
type ExportTarget = { path: string; file: string; query?: Record<string, string> };

/**
 * A report's Export CSV and Export XLSX: `GET {path}/{6 hex}/export` with the range and search
 * shown (the file holds the rows on screen), saved as `{file}-{start}-{end}.{csv|xlsx}`.
 */
function useReportExport<Choice extends object>(target: (choice: Choice) => ExportTarget) {
  return useMutation({
    mutationFn: ({
      range,
      search,
      format,
      ...choice
    }: { range: DateRange; search: string; format: ExportFormat } & Choice) => {
      const { path, file, query } = target(choice as unknown as Choice);
      return downloadExport(path, `${file}-${range.startDate}-${range.endDate}`, format, {
        ...reportExportQuery(range, search),
        ...query,
      });
    },
  });
}

type ParentTypeChoice = { type: ParentTypeReportType };
type ExpiryChoice = { type: ExpiryReportType };

/** `GET api/cleaning/{6 hex}/export?type=`: the Cleaning report as shown. */
export const useExportCleaningReport = () =>
  useReportExport(({ type }: ParentTypeChoice) => ({
    path: '/api/cleaning',
    file: 'cleaning-report',
    query: { type },
  }));

/** `GET api/maintenance/{6 hex}/export?type=`: the Maintenance report as shown. */
export const useExportMaintenanceReport = () =>
  useReportExport(({ type }: ParentTypeChoice) => ({
    path: '/api/maintenance',
    file: 'maintenance-report',
    query: { type },
  }));

/** `GET api/inspection/{type}/{6 hex}/export`: the Incident report as shown. */
export const useExportIncidentReport = () =>
  useReportExport(({ type }: ExpiryChoice) => ({ path: `/api/inspection/${type}`, file: `incident-report-${type}` }));

/** `GET api/reg_renewal/{type}/{6 hex}/export`: the Reg. Renewal report as shown. */
export const useExportRegRenewalReport = () =>
  useReportExport(({ type }: ExpiryChoice) => ({
    path: `/api/reg_renewal/${type}`,
    file: `reg-renewal-report-${type}`,
  }));

/** `GET api/vehicle_types/{type}/{6 hex}/export`: the Vehicle Types report as shown. */
export const useExportVehicleTypesReport = () =>
  useReportExport(({ type }: ParentTypeChoice) => ({
    path: `/api/vehicle_types/${encodeURIComponent(type)}`,
    file: 'vehicle-types-report',
  }));

/** `GET api/pre_use_inspection/{6 hex}/export`: the Pre Use Inspection report as shown. */
export const useExportPreUseReport = () =>
  useReportExport(() => ({ path: '/api/pre_use_inspection', file: 'pre-use-inspection-report' }));

/** `GET api/profit_loss/{6 hex}/export`: the Profit & Loss report as shown. */
export const useExportProfitLossReport = () =>
  useReportExport(() => ({ path: '/api/profit_loss', file: 'profit-loss-report' }));

/** `GET api/defects_report/{6 hex}/export`: the Defects report as shown (not api/defects/, the list's export). */
export const useExportDefectsReport = () =>
  useReportExport(() => ({ path: '/api/defects_report', file: 'defects-report' }));
