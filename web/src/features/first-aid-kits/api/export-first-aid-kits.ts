import type { FirstAidKitExportFilter } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';

/** `GET api/first_aid_kits/{6 hex}/export`: the kits the list shows (same search and sort), as a CSV file. */
export function exportFirstAidKits(filter: FirstAidKitExportFilter) {
  return downloadFile(`/api/first_aid_kits/${exportCode()}/export`, `first-aid-kits-${todayIn(businessTimeZone)}.csv`, {
    query: filter,
  });
}

export function useExportFirstAidKits() {
  return useMutation({ mutationFn: exportFirstAidKits });
}
