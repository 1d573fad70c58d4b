import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../components/toasts';
import { translateMessage } from '../../../lib/i18n';
import { downloadStream } from '../api/download-stream';
import { numberFormat } from '../../../lib/intl-formats';

export type DownloadState = { running: boolean; bytes: number };

/** "1.2 MB" or "1,2 Mo": the bytes received, in the reader's language. */
export function formatSize(bytes: number, locale: string): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  }).format(bytes / 1_000_000);
}

/**
 * A streamed download with its progress (bytes received: the server cannot know the size ahead).
 * A 422 is handed back for the form to place under its fields; other refusals are toasted.
 */
export function useFileDownload(doneMessage: (size: number) => string) {
  const [state, setState] = useState<DownloadState>({ running: false, bytes: 0 });
  const aborter = useRef<AbortController | null>(null);
  const start = async (path: string, query: Record<string, string | undefined>, fallbackName: string) => {
    aborter.current = new AbortController();
    setState({ running: true, bytes: 0 });
    try {
      const size = await downloadStream(
        path,
        query,
        fallbackName,
        (bytes) => setState({ running: true, bytes }),
        aborter.current.signal,
      );
      showSuccess(doneMessage(size));
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) return error;
      if (!aborter.current.signal.aborted) {
        showError(error instanceof ApiError ? error.lines : translateMessage(String(error)));
      }
      return undefined;
    } finally {
      setState((current) => ({ ...current, running: false }));
    }
  };
  const cancel = () => aborter.current?.abort();
  return { state, start, cancel };
}
