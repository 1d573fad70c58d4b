import type { FastifyReply } from 'fastify';
import { checklistAttachmentLimits, checklistMessages } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { downscaleUpload } from '../../lib/file-images.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { detectFileKind, fileKindDetails } from '../../lib/file-types.js';
import { sendStoredFile } from '../../lib/send-stored-file.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import type { UploadedFile } from '../../plugins/form-bodies.js';
import { crewScope } from '../../lib/crew-scope.js';
import { findAttachment, findChecklist } from './queries.js';
import { visibleChecklists } from './scope.js';

export type Photo = { kind: 'png' | 'jpeg'; fileName: string; data: Buffer };

/**
 * Control characters (NUL cannot even be stored) and the bidirectional overrides that make
 * "gnp.exe" read as "exe.png".
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const unprintable = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** The name shown to people: the last path segment, printable, trimmed; it never reaches a storage path. */
function displayName(fileName: string, index: number): string {
  const base = fileName.replace(unprintable, '').split(/[\\/]/).pop()?.trim().slice(-200) ?? '';
  return base || `photo-${index + 1}`;
}

/**
 * The photos of a checklist, checked by their bytes: at most 5, each at most 10 MB, PNG or
 * JPEG only. Files under any field other than `file` are refused rather than dropped silently.
 */
export function checkPhotos(files: UploadedFile[]): Photo[] {
  const stray = files.find((file) => file.field !== 'file');
  if (stray) throw fieldError(stray.field, checklistMessages.unexpectedFile);
  if (files.length > checklistAttachmentLimits.maxFiles) throw fieldError('file', checklistMessages.tooManyFiles);
  return files.map((file, index) => {
    if (file.data.length > checklistAttachmentLimits.maxBytes) throw fieldError('file', checklistMessages.fileTooLarge);
    const kind = detectFileKind(file.data);
    if (kind !== 'png' && kind !== 'jpeg') throw fieldError('file', checklistMessages.fileNotPhoto);
    return { kind, fileName: displayName(file.fileName, index), data: file.data };
  });
}

export type StoredPhoto = { storageKey: string; fileName: string; mimeType: string };

/**
 * Stores the photos before the database transaction; `discard` removes them if it fails. Each is
 * decoded and scaled down first (one at a time, off the event loop), so a photo over the pixel
 * limit or that cannot be decoded is a 422 before anything is stored.
 */
export async function storePhotos(storage: FileStorage, photos: Photo[]) {
  const scaled: Photo[] = [];
  for (const photo of photos) scaled.push({ ...photo, data: await downscaleUpload(photo.data, photo.kind, 'file') });
  const stored: StoredPhoto[] = [];
  const others: string[] = [];
  const discard = () =>
    Promise.all([...stored.map((photo) => photo.storageKey), ...others].map((key) => storage.remove(key))).then(
      () => undefined,
    );
  /** The drawn signature (a checked PNG, kept as sent), removed by `discard` too. */
  const storeSignature = async (data: Buffer) => {
    const key = await storage.save('checklists', 'png', data);
    others.push(key);
    return key;
  };
  try {
    for (const photo of scaled) {
      const storageKey = await storage.save('checklists', photo.kind, photo.data);
      stored.push({ storageKey, fileName: photo.fileName, mimeType: fileKindDetails[photo.kind].mimeType });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { stored, discard, storeSignature };
}

/** Streams one attachment, after the same visibility check as the checklist itself (404 otherwise). */
export async function sendAttachment(
  context: AppContext,
  reply: FastifyReply,
  caller: CurrentUser,
  checklistId: number,
  attachmentId: number,
) {
  const scope = await crewScope(context.db, caller);
  if (!(await findChecklist(context.db, checklistId, visibleChecklists(scope)))) {
    throw new AppError('not_found', checklistMessages.notFound);
  }
  const attachment = await findAttachment(context.db, checklistId, attachmentId);
  if (!attachment) throw new AppError('not_found', checklistMessages.attachmentNotFound);
  return sendStoredFile(reply, context.files, attachment.storageKey, attachment.fileName);
}
