import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { RenewalFilterParams } from './get-renewals';

/** `GET api/renewals/{6 hex}/export`: what the list shows (same filters), soonest first, as CSV. */
export function exportRenewals(filter: RenewalFilterParams) {
  return downloadFile(`/api/renewals/${exportCode()}/export`, `renewals-${todayIn(businessTimeZone)}.csv`, {
    query: filter,
  });
}

export function useExportRenewals() {
  return useMutation({ mutationFn: exportRenewals });
}
