import { useMutation } from '@tanstack/react-query';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import type { TrackingFilterParams } from '../tracking-list-state';

/** `GET api/tracking/{6 hex}/export`: the week as shown (same week, status, search and sort), as CSV or XLSX. */
export function exportTrackings({ filter, format }: ExportRequest<TrackingFilterParams>) {
  return downloadExport('/api/tracking', `tracking-${filter.start_date}`, format, filter);
}

export function useExportTrackings() {
  return useMutation({ mutationFn: exportTrackings });
}
