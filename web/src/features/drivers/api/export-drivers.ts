import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { DriverFilterParams } from '../driver-list-state';

/** `GET api/drivers/{6 hex}/export`: the list as shown (same filter and sort), as CSV or XLSX. */
export function exportDrivers({ filter, format }: ExportRequest<DriverFilterParams>) {
  return downloadExport('/api/drivers', `drivers-${todayIn(businessTimeZone)}`, format, filter);
}

export function useExportDrivers() {
  return useMutation({ mutationFn: exportDrivers });
}
