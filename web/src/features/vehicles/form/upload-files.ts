import type { VehicleFileKey, VehicleFiles } from '@fleet-ops/shared';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { uploadVehicleFile } from '../api/upload-vehicle-images';
import { freeImageSlots, type PendingUpload } from './pending-uploads';

export type UploadProgress = { current: number; total: number; name: string; fraction: number };

/** What became of each file: `error` holds the server's message when it was refused. */
export type UploadResult = PendingUpload & { error: string | undefined };

type UploadOutcome = 'uploaded' | 'failed' | 'partial';

function reasonOf(error: unknown): string {
  return error instanceof ApiError ? error.lines.map(translateMessage).join(' ') : String(error);
}

/**
 * Uploads the files one at a time (spec 02 section 4), each image into the first free slot of the
 * vehicle as the previous answer left it. A refused file does not stop the others.
 */
export async function uploadAll(
  vehicleId: number,
  storedFiles: VehicleFiles,
  uploads: PendingUpload[],
  onProgress: (progress: UploadProgress) => void,
): Promise<UploadResult[]> {
  let free = freeImageSlots(storedFiles);
  const results: UploadResult[] = [];
  for (const [index, upload] of uploads.entries()) {
    const key: VehicleFileKey = upload.kind === 'inspection_file' ? 'inspection_file' : (free[0] ?? 'image_1');
    const report = (fraction: number) =>
      onProgress({ current: index + 1, total: uploads.length, name: upload.file.name, fraction });
    report(0);
    try {
      const response = await uploadVehicleFile(vehicleId, key, upload.file, report);
      free = freeImageSlots(response.data.vehicle_files);
      results.push({ ...upload, error: undefined });
    } catch (error) {
      results.push({ ...upload, error: reasonOf(error) });
    }
  }
  return results;
}

export function uploadOutcome(results: UploadResult[]): UploadOutcome {
  const failed = results.filter((result) => result.error !== undefined).length;
  if (failed === 0) return 'uploaded';
  return failed === results.length ? 'failed' : 'partial';
}
