import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { DriverFilterParams } from '../driver-list-state';

/** `GET api/drivers/{6 hex}/export`: the list as shown (same filter and sort), as a CSV file. */
export function exportDrivers(filter: DriverFilterParams) {
  return downloadFile(`/api/drivers/${exportCode()}/export`, `drivers-${todayIn(businessTimeZone)}.csv`, {
    query: filter,
  });
}

export function useExportDrivers() {
  return useMutation({ mutationFn: exportDrivers });
}
