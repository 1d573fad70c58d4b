import { qrLabelsFileName, type QrLabelsRequest } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { showError } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { saveBlob } from '../../../lib/download-file';
import { clientMessages } from '../../../lib/i18n/client-messages';
import { readErrorResponse } from '../../../lib/wire-checks';

/**
 * `POST api/vehicles/qr_labels`: the label sheet, saved as a download. The API client reads
 * answers as text, which would spoil a PDF's bytes, so the file is fetched here (with the same
 * token) and saved from memory; a refusal is read as the usual `{ message, errors }`.
 */
export async function downloadQrLabels(choice: QrLabelsRequest): Promise<void> {
  const token = authStore.getUser()?.token;
  let response: Response;
  try {
    response = await fetch('/api/vehicles/qr_labels', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/pdf, application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(choice),
    });
  } catch {
    throw new ApiError(0, clientMessages.unreachable);
  }
  if (!response.ok) {
    const refusal = readErrorResponse(await response.json().catch(() => undefined));
    throw new ApiError(response.status, refusal?.message ?? clientMessages.unexpectedResponse, refusal?.errors);
  }
  saveBlob(await response.blob(), qrLabelsFileName);
}

/** Failures are toasted with the server's (translated) messages. */
export function useDownloadQrLabels() {
  return useMutation({
    mutationFn: downloadQrLabels,
    onError: (error) => showError(error instanceof ApiError ? error.lines : clientMessages.unreachable),
  });
}
