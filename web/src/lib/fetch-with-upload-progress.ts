/** The request parts `apiRequest` sends, as `fetch` takes them. */
export type UploadRequest = {
  method: string;
  headers: Headers;
  body: FormData;
  signal?: AbortSignal;
};

/** Statuses a `Response` may not carry a body with. */
const bodylessStatuses = new Set([101, 103, 204, 205, 304]);

/**
 * `fetch` cannot tell how much of a request body has been sent, so uploads that show progress
 * go through XMLHttpRequest. The answer comes back as a real `Response` and failures as fetch's
 * errors (a TypeError when the server is not reached, an AbortError when aborted), so the API
 * client reads it exactly as it reads a fetch.
 */
export function fetchWithUploadProgress(
  url: string,
  { method, headers, body, signal }: UploadRequest,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open(method, url);
    headers.forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      onProgress(1);
      const text = bodylessStatuses.has(request.status) ? null : request.responseText;
      resolve(new Response(text, { status: request.status, statusText: request.statusText }));
    });
    request.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was aborted.', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
