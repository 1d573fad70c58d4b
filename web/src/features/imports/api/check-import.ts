import { dataResponse, importCheck, type ImportKind } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type CheckRequest = { file: File; onUploadProgress: (fraction: number) => void };

/**
 * `POST api/imports/{kind}`: the dry run. The file's own problems (422, 413) are shown under the
 * file field, not toasted.
 */
export function useCheckImport(kind: ImportKind) {
  return useMutation({
    mutationFn: async ({ file, onUploadProgress }: CheckRequest) => {
      const form = new FormData();
      form.append('file', file);
      const answer = await api.post(`/api/imports/${kind}`, dataResponse(importCheck), form, {
        errorToasts: 'except-validation',
        onUploadProgress,
      });
      return answer.data;
    },
  });
}
