import { useMutation } from '@tanstack/react-query';
import { downloadFile, exportCode } from '../../../lib/download-file';
import type { TrackingFilterParams } from '../tracking-list-state';

/** `GET api/tracking/{6 hex}/export`: the week as shown (same week, status, search and sort), as a CSV file. */
export function exportTrackings(filter: TrackingFilterParams) {
  return downloadFile(`/api/tracking/${exportCode()}/export`, `tracking-${filter.start_date}.csv`, { query: filter });
}

export function useExportTrackings() {
  return useMutation({ mutationFn: exportTrackings });
}
