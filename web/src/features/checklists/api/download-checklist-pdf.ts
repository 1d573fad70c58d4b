import { useMutation } from '@tanstack/react-query';
import { showError } from '../../../components/toasts';
import { saveBlob } from '../../../lib/download-file';
import { currentLanguage } from '../../../lib/i18n';
import { clientMessages } from '../../../lib/i18n/client-messages';
import { fetchProtectedFile } from '../../../lib/protected-file';

export function checklistPdfFileName(id: number): string {
  return `checklist-${id}.pdf`;
}

/**
 * `GET api/checklist/{id}/pdf?lang=`: the inspection record for audits, saved as a download. The PDF is
 * served only with the caller's token, so it is fetched as a blob and saved from memory.
 */
export async function downloadChecklistPdf(id: number): Promise<void> {
  // Printed in the reader's language.
  const pdf = await fetchProtectedFile(`/api/checklist/${id}/pdf?lang=${currentLanguage()}`);
  saveBlob(pdf, checklistPdfFileName(id));
}

/** Failures are toasted with the server's message ('Checklist not found.', ...). */
export function useDownloadChecklistPdf() {
  return useMutation({
    mutationFn: downloadChecklistPdf,
    onError: (error) => showError(error instanceof Error ? error.message : clientMessages.unreachable),
  });
}
