import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { ActivityLogParams } from './get-activity-log';

/** `GET api/assigned_drivers/{6 hex}/export`: the log as shown (same week, driver, search and sort), as a CSV file. */
export function exportActivityLog(params: ActivityLogParams) {
  return downloadFile(`/api/assigned_drivers/${exportCode()}/export`, `vehicle-logs-${todayIn(businessTimeZone)}.csv`, {
    query: params,
  });
}

export function useExportActivityLog() {
  return useMutation({ mutationFn: exportActivityLog });
}
