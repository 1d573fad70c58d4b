import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { RenewalFilterParams } from './get-renewals';

/** `GET api/renewals/{6 hex}/export`: what the list shows (same filters), soonest first, as CSV or XLSX. */
export function exportRenewals({ filter, format }: ExportRequest<RenewalFilterParams>) {
  return downloadExport('/api/renewals', `renewals-${todayIn(businessTimeZone)}`, format, filter);
}

export function useExportRenewals() {
  return useMutation({ mutationFn: exportRenewals });
}
