import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { ActivityLogParams } from './get-activity-log';

/** `GET api/assigned_drivers/{6 hex}/export`: the log as shown (same week, driver, search and sort), as CSV or XLSX. */
export function exportActivityLog({ filter, format }: ExportRequest<ActivityLogParams>) {
  return downloadExport('/api/assigned_drivers', `vehicle-logs-${todayIn(businessTimeZone)}`, format, filter);
}

export function useExportActivityLog() {
  return useMutation({ mutationFn: exportActivityLog });
}
