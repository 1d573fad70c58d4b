import { errorResponse } from '@fleet-ops/shared';
import { showError } from '../components/toasts';
import { authStore } from './auth-store';
import { saveBlob } from './download-file';
import { clientMessages } from './i18n/client-messages';

/** Long enough for a new tab to load the file; then the memory is given back. */
const objectUrlLifetimeMs = 60 * 1000;

/**
 * A stored file (checklist photo, vehicle image, inspection file). They are served only with the
 * caller's token, which an `<img src>` or a plain link cannot send, so they are fetched here and
 * shown from memory. Rejects with the server's message.
 */
export async function fetchProtectedFile(url: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchFile(url, signal)).blob;
}

/** The photos the app shows as pages of its own; the server marks them `inline`. */
const shownInline = /^image\/(png|jpeg)$/;

/**
 * The file, whether the server lets it open in the browser (`Content-Disposition: inline`, only
 * for PNG and JPEG) and the name it gives it.
 */
async function fetchFile(url: string, signal?: AbortSignal) {
  const token = authStore.getUser()?.token;
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error(clientMessages.unreachable, { cause });
  }
  if (!response.ok) {
    const parsed = errorResponse.safeParse(await response.json().catch(() => undefined));
    throw new Error(parsed.success ? parsed.data.message : clientMessages.unexpectedResponse);
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  return {
    blob,
    inline: /^inline\b/i.test(disposition) && shownInline.test(blob.type),
    name: /filename="([^"]+)"/.exec(disposition)?.[1],
  };
}

/**
 * Opens a stored photo in a new tab, and downloads any other file (an SVG, a PDF): a blob opened
 * in a tab has the app's origin, so a script inside an SVG would run with the signed-in session.
 * The tab is opened before the fetch (inside the click) so pop-up blockers let it through, and
 * closed again for a download; failures are toasted.
 */
export async function openProtectedFile(url: string, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const file = await fetchFile(url);
    if (file.inline && tab) {
      const objectUrl = URL.createObjectURL(file.blob);
      window.setTimeout(() => URL.revokeObjectURL(objectUrl), objectUrlLifetimeMs);
      tab.location.href = objectUrl;
      return;
    }
    // A download, or no new tab allowed (a pop-up blocker): saved instead of leaving the app.
    tab?.close();
    saveBlob(file.blob, file.name ?? fileName);
  } catch (error) {
    tab?.close();
    showError(error instanceof Error ? error.message : clientMessages.unreachable);
  }
}
