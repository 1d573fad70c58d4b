import type { RateExportFilter } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';

/** `GET api/rates/{6 hex}/export`: the rates the list shows (same search), as CSV or XLSX. */
export function exportRates({ filter, format }: ExportRequest<RateExportFilter>) {
  return downloadExport('/api/rates', `rates-${todayIn(businessTimeZone)}`, format, filter);
}

export function useExportRates() {
  return useMutation({ mutationFn: exportRates });
}
