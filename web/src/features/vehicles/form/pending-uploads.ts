import { vehicleImageCount, vehicleImageKeys, type VehicleFiles, type VehicleImageKey } from '@fleet-ops/shared';

/** A file chosen on the form, uploaded once the vehicle is saved. */
export type PendingUpload = {
  /** Tells two picks of the same file apart. */
  id: string;
  kind: 'image' | 'inspection_file';
  file: File;
  /** Why its last upload failed (the server's message), shown under it. */
  error?: string;
};

let picks = 0;

export function pendingUpload(kind: PendingUpload['kind'], file: File): PendingUpload {
  picks += 1;
  return { id: `${kind}-${picks}`, kind, file };
}

export function freeImageSlots(files: VehicleFiles): VehicleImageKey[] {
  return vehicleImageKeys.filter((key) => files[key] === null);
}

/**
 * Adds a pick to the new images, capped at the free slots (spec 02 section 5): what does not fit
 * is dropped and `capped` gives the number that did, for 'You can upload upto {n} images'.
 */
export function addPickedImages(
  pending: PendingUpload[],
  picked: File[],
  storedCount: number,
): { pending: PendingUpload[]; capped: number | null } {
  const remaining = Math.max(0, vehicleImageCount - storedCount - pending.length);
  const kept = picked.slice(0, remaining).map((file) => pendingUpload('image', file));
  return { pending: [...pending, ...kept], capped: picked.length > remaining ? remaining : null };
}

/**
 * The files whose upload failed when a new vehicle was saved: the add screen hands them to the
 * vehicle's edit screen in the navigation state (files survive it), so they can be tried again.
 */
export function pendingUploadsFrom(state: unknown): PendingUpload[] {
  const uploads: unknown = (state as { pendingUploads?: unknown } | null)?.pendingUploads;
  if (!Array.isArray(uploads)) return [];
  return uploads.filter((upload: unknown): upload is PendingUpload => {
    if (typeof upload !== 'object' || upload === null) return false;
    const { file, kind, id } = upload as Partial<Record<keyof PendingUpload, unknown>>;
    return file instanceof File && (kind === 'image' || kind === 'inspection_file') && typeof id === 'string';
  });
}
