import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProtectedFile } from '../../../lib/protected-file';

/**
 * `GET api/checklist/{id}/signature`: served only with the caller's token, so fetched as a blob;
 * the screen shows it through an object URL it revokes when done.
 */
export function signatureQueryOptions(url: string | null) {
  return queryOptions({
    queryKey: ['checklist-signature', url] as const,
    queryFn: ({ signal }) => fetchProtectedFile(url ?? '', signal),
    enabled: url !== null,
    staleTime: Infinity,
  });
}

export function useSignature(url: string | null) {
  return useQuery(signatureQueryOptions(url));
}
