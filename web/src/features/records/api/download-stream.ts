import { ApiError } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { saveBlob } from '../../../lib/download-file';
import { currentLanguage } from '../../../lib/i18n';
import { clientMessages } from '../../../lib/i18n/client-messages';
import { readErrorResponse } from '../../../lib/wire-checks';

/** The file name the server gave in Content-Disposition, else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a file the server streams without announcing its size (the inspector's file), telling
 * `onProgress` how many bytes have arrived as they arrive. Needs the bearer token, so it is a
 * fetch rather than a link; a refusal (4xx, 503) is read as the API's `{ message, errors }`.
 */
export async function downloadStream(
  path: string,
  query: Record<string, string | undefined>,
  fallbackName: string,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<number> {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]),
  ).toString();
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = authStore.getUser()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${path}?${search}`, { headers, signal });
  if (!response.ok || !response.body) {
    const parsed = readErrorResponse(await response.json().catch(() => undefined));
    throw new ApiError(response.status, parsed?.message ?? clientMessages.unexpectedResponse, parsed?.errors);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  saveBlob(
    new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/zip' }),
    fileNameOf(response, fallbackName),
  );
  return received;
}
