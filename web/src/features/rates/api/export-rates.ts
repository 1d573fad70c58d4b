import type { RateExportFilter } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';

/** `GET api/rates/{6 hex}/export`: the rates the list shows (same search), as a CSV file. */
export function exportRates(filter: RateExportFilter) {
  return downloadFile(`/api/rates/${exportCode()}/export`, `rates-${todayIn(businessTimeZone)}.csv`, {
    query: filter,
  });
}

export function useExportRates() {
  return useMutation({ mutationFn: exportRates });
}
