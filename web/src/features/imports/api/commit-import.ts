import { importProgressLine, importResultLine, type ImportResultLine } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showError } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { clientMessages } from '../../../lib/i18n/client-messages';
import { authorizedFetch } from './authorized-fetch';

export type ImportProgress = { done: number; total: number };

/** Reads the answer's JSON lines as they come: progress lines, then the result line. */
async function readLines(
  response: Response,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResultLine> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const parsed: unknown = JSON.parse(line);
      const progress = importProgressLine.safeParse(parsed);
      if (progress.success) onProgress({ done: progress.data.rows_done, total: progress.data.total_rows });
      const result = importResultLine.safeParse(parsed);
      if (result.success) return result.data;
    }
    if (done) throw new ApiError(0, clientMessages.unexpectedResponse);
  }
}

/**
 * `POST api/imports/{id}/commit`. The answer streams the import's progress line by line, which
 * the API client (one JSON answer per call) cannot read. A refusal (422 errors left, 409 already confirmed) is toasted; on success the lists
 * the import may have changed are refetched.
 */
export function useCommitImport(onProgress: (progress: ImportProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (runId: number) =>
      readLines(await authorizedFetch(`/api/imports/${runId}/commit`, 'POST'), onProgress),
    onError: (error) => showError(error.message),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
