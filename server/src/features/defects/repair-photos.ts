import {
  checklistAttachmentLimits,
  checklistMessages,
  defectMessages,
  defectRepairPhotoField,
  type DefectPhoto,
} from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { fieldError } from '../../lib/errors.js';
import { downscaleUpload } from '../../lib/file-images.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { detectFileKind, fileKindDetails } from '../../lib/file-types.js';
import type { UploadedFile } from '../../plugins/form-bodies.js';
import { insertRepairPhotos } from './repair-queries.js';

type Photo = { kind: 'png' | 'jpeg'; fileName: string; data: Buffer };
export type StoredRepairPhoto = { storageKey: string; fileName: string; mimeType: string };

// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const unprintable = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** The name shown to people, cleaned as a checklist photo's is; it never reaches a storage path. */
function displayName(fileName: string, index: number): string {
  const base = fileName.replace(unprintable, '').split(/[\\/]/).pop()?.trim().slice(-200) ?? '';
  return base || `repair-photo-${index + 1}`;
}

/**
 * The repair's photos, held to the checklist photos' rules (at most 5, 10 MB each, PNG or JPEG
 * by their bytes) under the field `photos`; a file under any other field is refused, not dropped.
 */
export function checkRepairPhotos(files: UploadedFile[]): Photo[] {
  const field = defectRepairPhotoField;
  const stray = files.find((file) => file.field !== field);
  if (stray) throw fieldError(stray.field, defectMessages.photoFieldUnexpected);
  if (files.length > checklistAttachmentLimits.maxFiles) throw fieldError(field, checklistMessages.tooManyFiles);
  return files.map((file, index) => {
    if (file.data.length > checklistAttachmentLimits.maxBytes) throw fieldError(field, checklistMessages.fileTooLarge);
    const kind = detectFileKind(file.data);
    if (kind !== 'png' && kind !== 'jpeg') throw fieldError(field, checklistMessages.fileNotPhoto);
    return { kind, fileName: displayName(file.fileName, index), data: file.data };
  });
}

/**
 * Scales down and stores the photos before the repair's transaction (in the checklists' photo
 * folder: one storage for inspection photos); `discard` removes them if the transaction fails.
 */
export async function storeRepairPhotos(storage: FileStorage, photos: Photo[]) {
  const scaled: Photo[] = [];
  for (const photo of photos) {
    scaled.push({ ...photo, data: await downscaleUpload(photo.data, photo.kind, defectRepairPhotoField) });
  }
  const stored: StoredRepairPhoto[] = [];
  const discard = () => Promise.all(stored.map((photo) => storage.remove(photo.storageKey))).then(() => undefined);
  try {
    for (const photo of scaled) {
      const storageKey = await storage.save('checklists', photo.kind, photo.data);
      stored.push({ storageKey, fileName: photo.fileName, mimeType: fileKindDetails[photo.kind].mimeType });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { stored, discard };
}

export async function keepRepairPhotos(db: Database, defectId: number, stored: StoredRepairPhoto[], now: Date) {
  await insertRepairPhotos(
    db,
    stored.map((photo) => ({ ...photo, defectId, createdAt: now })),
  );
}

export const repairPhotoUrl = (defectId: number, photoId: number) =>
  `/api/defects/${defectId}/repair_photos/${photoId}`;

export function toPhoto(row: { id: number; fileName: string }, url: string): DefectPhoto {
  return { id: row.id, file_name: row.fileName, url };
}
