import { apiRequest, type RequestOptions } from './api-client';
import type { ResponseSchema } from './wire-checks';

/** The files a list exports: CSV (the server's default) or XLSX (`?format=xlsx`), at the same path. */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** What a list's export call is asked for: the filters the list shows, and the file format chosen. */
export type ExportRequest<Filter> = { filter: Filter; format: ExportFormat };

const fileTypes: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The random `/{6 hex}/` segment of an export path (`api/<thing>/<code>/export`), fresh for every
 * download so no cache serves an old file.
 */
export function exportCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

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

/** A download's bytes, as the API client reads them with `binary`. */
const fileBytes: ResponseSchema<ArrayBuffer> = {
  safeParse: (value) => (value instanceof ArrayBuffer ? { success: true, data: value } : { success: false }),
};

/**
 * Downloads an export file. Exports need the bearer token, so a plain link cannot fetch them: the
 * file comes through the API client (same token, same 'Error!' toasts and 401 sign-out as any
 * call) as bytes, kept as the server wrote them (an XLSX read as text would be spoilt, and a CSV
 * would lose the byte order mark Excel needs to read its accents), and is then saved from memory.
 */
export async function downloadFile(
  path: string,
  fileName: string,
  options: Pick<RequestOptions, 'query' | 'signal'> & { format?: ExportFormat } = {},
): Promise<void> {
  const { format = 'csv', ...request } = options;
  const bytes = await apiRequest(path, fileBytes, { ...request, binary: true });
  saveBlob(new Blob([bytes], { type: fileTypes[format] }), fileName);
}

/**
 * A list's export, `GET {path}/{6 hex}/export`: the rows the list shows (its filters in `query`)
 * saved as `{fileStem}.{format}`. CSV is the server's default, so only XLSX is named in the query.
 */
export function downloadExport(
  path: string,
  fileStem: string,
  format: ExportFormat,
  query: RequestOptions['query'] = {},
): Promise<void> {
  return downloadFile(`${path}/${exportCode()}/export`, `${fileStem}.${format}`, {
    query: format === 'csv' ? query : { ...query, format },
    format,
  });
}
