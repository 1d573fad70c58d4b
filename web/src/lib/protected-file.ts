import { errorResponse } from '@fleet-ops/shared';
import { showError } from '../components/toasts';
import { authStore } from './auth-store';
import { clientMessages } from './i18n/client-messages';

/** Long enough for a new tab to load the file; then the memory is given back. */
const objectUrlLifetimeMs = 60 * 1000;

/**
 * A stored file (checklist photo, vehicle image, inspection file). They are served only with the
 * caller's token, which an `<img src>` or a plain link cannot send, so they are fetched here and
 * shown from memory. Rejects with the server's message.
 */
export async function fetchProtectedFile(url: string, signal?: AbortSignal): Promise<Blob> {
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
  return response.blob();
}

/**
 * Opens a stored file in a new tab. The tab is opened before the fetch (inside the click) so
 * pop-up blockers let it through; failures are toasted.
 */
export async function openProtectedFile(url: string, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const objectUrl = URL.createObjectURL(await fetchProtectedFile(url));
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), objectUrlLifetimeMs);
    if (tab) {
      tab.location.href = objectUrl;
      return;
    }
    // No new tab allowed (a pop-up blocker): download the file instead of leaving the app.
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.click();
  } catch (error) {
    tab?.close();
    showError(error instanceof Error ? error.message : clientMessages.unreachable);
  }
}
