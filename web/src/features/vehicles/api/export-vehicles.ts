import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { VehicleFilterParams } from '../vehicle-list-state';

/** `GET api/vehicles/{6 hex}/export`: the list as shown (same filter, ownership, search and sort), as a CSV file. */
export function exportVehicles(filter: VehicleFilterParams) {
  return downloadFile(`/api/vehicles/${exportCode()}/export`, `vehicles-${todayIn(businessTimeZone)}.csv`, {
    query: filter,
  });
}

export function useExportVehicles() {
  return useMutation({ mutationFn: exportVehicles });
}
