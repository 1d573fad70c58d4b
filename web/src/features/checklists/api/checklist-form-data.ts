import type { CreateChecklistRequest } from '@fleet-ops/shared';

/** What one checklist submission sends: the request, its photos and the drawn signature. */
export type ChecklistBody = {
  values: CreateChecklistRequest;
  photos: File[];
  /** The drawn signature's PNG, sent as a file under `signature`. */
  signature?: Blob;
};

/**
 * The multipart body the spec describes: the fields, `checklist` as JSON text, photos under
 * `file[]`. Kept free of the app's API client: the service worker builds the same body.
 */
export function checklistFormData({ values, photos, signature }: ChecklistBody): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (name === 'checklist') body.append(name, JSON.stringify(value));
    else if (value !== undefined && value !== null && value !== '')
      body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const photo of photos) body.append('file[]', photo, photo.name);
  if (signature) body.append('signature', signature, 'signature.png');
  return body;
}
