import type { ImportFormat, ImportKind } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { showError } from '../../../components/toasts';
import { saveBlob } from '../../../lib/download-file';
import { authorizedFetch } from './authorized-fetch';

/** `GET api/imports/{kind}/template`: the empty file to fill in, headed in the app's language. */
export function useDownloadTemplate(kind: ImportKind) {
  return useMutation({
    mutationFn: async (format: ImportFormat) => {
      const response = await authorizedFetch(`/api/imports/${kind}/template?format=${format}`);
      saveBlob(await response.blob(), `${kind.replace(/_/g, '-')}-import-template.${format}`);
    },
    onError: (error) => showError(error.message),
  });
}
