import { apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download-file';
import { currentLanguage } from '../../../lib/i18n';
import type { ResponseSchema } from '../../../lib/wire-checks';

const pdfBytes: ResponseSchema<ArrayBuffer> = {
  safeParse: (value) => (value instanceof ArrayBuffer ? { success: true, data: value } : { success: false }),
};

/**
 * `GET api/defects/open/print` (admins): the fleet's open safety defects (or one vehicle's), as a
 * PDF in the reader's language, saved for printing. Through the API client: it needs the token.
 */
export async function printOpenDefects(vehicleId?: number): Promise<void> {
  const bytes = await apiRequest('/api/defects/open/print', pdfBytes, {
    binary: true,
    query: { vehicle_id: vehicleId, lang: currentLanguage() },
  });
  saveBlob(new Blob([bytes], { type: 'application/pdf' }), 'open-safety-defects.pdf');
}
