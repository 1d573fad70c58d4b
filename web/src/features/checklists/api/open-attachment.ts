import { errorResponse } from '@fleet-ops/shared';
import { showError } from '../../../components/toasts';
import { authStore } from '../../../lib/auth-store';
import { clientMessages } from '../../../lib/i18n/client-messages';

/** Long enough for the new tab to load the photo; then the memory is given back. */
const objectUrlLifetimeMs = 60 * 1000;

/**
 * Opens an attachment in a new tab. Attachments are served only with the caller's token, which a
 * plain link cannot send, so the photo is fetched here and opened as a blob. The tab is opened
 * before the fetch (inside the click) so pop-up blockers let it through.
 */
export async function openAttachment(url: string, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  const token = authStore.getUser()?.token;
  try {
    const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) {
      const parsed = errorResponse.safeParse(await response.json().catch(() => undefined));
      throw new Error(parsed.success ? parsed.data.message : clientMessages.unexpectedResponse);
    }
    const objectUrl = URL.createObjectURL(await response.blob());
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), objectUrlLifetimeMs);
    if (tab) {
      tab.location.href = objectUrl;
      return;
    }
    // No new tab allowed (a pop-up blocker): download the photo instead of leaving the app.
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.click();
  } catch (error) {
    tab?.close();
    showError(error instanceof Error ? error.message : clientMessages.unreachable);
  }
}
