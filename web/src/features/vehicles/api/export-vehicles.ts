import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { VehicleFilterParams } from '../vehicle-list-state';

/** `GET api/vehicles/{6 hex}/export`: the list as shown (same filter, ownership, search and sort), as CSV or XLSX. */
export function exportVehicles({ filter, format }: ExportRequest<VehicleFilterParams>) {
  return downloadExport('/api/vehicles', `vehicles-${todayIn(businessTimeZone)}`, format, filter);
}

export function useExportVehicles() {
  return useMutation({ mutationFn: exportVehicles });
}
