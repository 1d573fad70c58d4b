import type { FirstAidKitExportFilter } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';

/** `GET api/first_aid_kits/{6 hex}/export`: the kits the list shows (same search and sort), as CSV or XLSX. */
export function exportFirstAidKits({ filter, format }: ExportRequest<FirstAidKitExportFilter>) {
  return downloadExport('/api/first_aid_kits', `first-aid-kits-${todayIn(businessTimeZone)}`, format, filter);
}

export function useExportFirstAidKits() {
  return useMutation({ mutationFn: exportFirstAidKits });
}
