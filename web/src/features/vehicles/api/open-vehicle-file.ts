import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProtectedFile, openProtectedFile } from '../../../lib/protected-file';

/**
 * A vehicle image or inspection file as a Blob, fetched with the token (`GET
 * api/vehicles/{id}/files/{key}?v=...`). The URL changes whenever the file does, so a fetched
 * file never goes stale.
 */
export function vehicleFileQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['vehicle-files', url] as const,
    queryFn: ({ signal }) => fetchProtectedFile(url, signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useVehicleFile(url: string) {
  return useQuery(vehicleFileQueryOptions(url));
}

/** Opens the stored file (an inspection PDF, say) in a new tab. */
export function openVehicleFile(url: string, fileName: string): Promise<void> {
  return openProtectedFile(url, fileName);
}
