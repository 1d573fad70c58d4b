import { z } from 'zod';
import { apiRequest, type RequestOptions } from './api-client';

/**
 * The random `/{6 hex}/` segment of an export path (`api/<thing>/<code>/export`), fresh for every
 * download so no cache serves an old file.
 */
export function exportCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Excel reads a CSV's accents right only when the file starts with a byte order mark. */
const byteOrderMark = '\uFEFF';

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a CSV export. Exports need the bearer token, so a plain link cannot fetch them: the
 * file comes through the API client (same token, same 'Error!' toasts and 401 sign-out as any
 * call) and is then saved from memory. The client reads text, which drops the byte order mark,
 * so it is put back.
 */
export async function downloadFile(
  path: string,
  fileName: string,
  options: Pick<RequestOptions, 'query' | 'signal'> = {},
): Promise<void> {
  const text = await apiRequest(path, z.string(), options);
  const content = text.startsWith(byteOrderMark) ? text : `${byteOrderMark}${text}`;
  saveBlob(new Blob([content], { type: 'text/csv;charset=utf-8' }), fileName);
}
