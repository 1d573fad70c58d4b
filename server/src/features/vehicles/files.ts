import type { FastifyReply } from 'fastify';
import {
  uploadUpToMessage,
  vehicleFileKeys,
  vehicleFileLimits,
  vehicleFileMessages,
  vehicleImageKeys,
  type VehicleFileKey,
  type VehicleFilesResult,
  type VehicleImageKey,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import { downscaleUpload, isRaster } from '../../lib/file-images.js';
import { detectFileKind, type FileKind } from '../../lib/file-types.js';
import { sendStoredFile } from '../../lib/send-stored-file.js';
import type { UploadedFile } from '../../plugins/form-bodies.js';
import { findVehicleRow, updateVehicle, type VehicleRow } from './queries.js';
import { fileColumns, fileUrl, storedKey, vehicleFilesOf } from './serialize.js';
import { lockVehicle } from './service.js';

const isFileKey = (field: string): field is VehicleFileKey => (vehicleFileKeys as readonly string[]).includes(field);

function freeSlots(row: VehicleRow): VehicleImageKey[] {
  return vehicleImageKeys.filter((key) => storedKey(row, key) === null);
}

function filesResult(row: VehicleRow, stored: string[]): VehicleFilesResult {
  return {
    vehicle_id: row.id,
    stored,
    vehicle_files: vehicleFilesOf(row),
    inspection_file: fileUrl(row, 'inspection_file'),
    remaining: freeSlots(row).length,
  };
}

type CheckedFile = { field: VehicleFileKey; kind: FileKind; data: Buffer };

/** Type by content (never by name or the sender's type), size, and the field it came under. */
function checkFiles(files: UploadedFile[]): CheckedFile[] {
  if (files.length === 0) throw fieldError('image_1', vehicleFileMessages.fileRequired);
  return files.map((file) => {
    if (!isFileKey(file.field)) throw fieldError('file', vehicleFileMessages.fieldInvalid);
    if (file.data.length > vehicleFileLimits.maxFileSize) throw fieldError(file.field, vehicleFileMessages.tooLarge);
    const kind = detectFileKind(file.data);
    const inspection = file.field === 'inspection_file';
    const allowed: readonly FileKind[] = inspection
      ? vehicleFileLimits.inspectionFileTypes
      : vehicleFileLimits.imageTypes;
    if (!kind || !allowed.includes(kind)) {
      throw fieldError(file.field, inspection ? vehicleFileMessages.inspectionFileType : vehicleFileMessages.imageType);
    }
    return { field: file.field, kind, data: file.data };
  });
}

/**
 * PNG and JPEG decoded and scaled down (see downscaleUpload), one at a time and off the event
 * loop; SVG and PDF are kept as sent, and an SVG is never rasterised.
 */
async function scaleImages(files: CheckedFile[]): Promise<CheckedFile[]> {
  const scaled: CheckedFile[] = [];
  for (const file of files) {
    scaled.push(
      isRaster(file.kind) ? { ...file, data: await downscaleUpload(file.data, file.kind, file.field) } : file,
    );
  }
  return scaled;
}

/** The free image slots, or the spec's messages when the images do not fit. */
function checkSlots(row: VehicleRow, imageCount: number): VehicleImageKey[] {
  const free = freeSlots(row);
  if (imageCount > 0 && free.length === 0) {
    throw new AppError('validation', vehicleFileMessages.slotFull, { image_1: [vehicleFileMessages.slotFull] });
  }
  if (imageCount > free.length) {
    const message = uploadUpToMessage(free.length);
    throw new AppError('validation', message, { image_1: [message] });
  }
  return free;
}

/**
 * `POST api/vehicles/{id}/upload_image`: stores each file and puts it in its slot (an image sent
 * for a taken slot goes to the first free one); at most ten images, one inspection file that
 * replaces the previous one. Nothing is stored when any file is refused.
 */
export async function uploadVehicleFiles(
  context: AppContext,
  id: number,
  uploaded: UploadedFile[],
  actorId: number,
): Promise<VehicleFilesResult> {
  const checked = checkFiles(uploaded);
  const images = checked.filter((file) => file.field !== 'inspection_file');
  const inspection = checked.filter((file) => file.field === 'inspection_file');
  if (inspection.length > 1) throw fieldError('inspection_file', vehicleFileMessages.oneInspectionFile);
  const current = await findVehicleRow(context.db, id);
  if (!current) throw notFound('Vehicle');
  checkSlots(current, images.length);
  const files = await scaleImages(checked);

  const saved: string[] = [];
  try {
    for (const file of files) {
      saved.push(
        await context.files.save(file.field === 'inspection_file' ? 'inspections' : 'vehicles', file.kind, file.data),
      );
    }
    const { result, replaced } = await context.db.transaction(async (transaction) => {
      const row = await lockVehicle(transaction, id);
      const free = checkSlots(row, images.length);
      const changes: Partial<VehicleRow> = {};
      const stored: VehicleFileKey[] = [];
      files.forEach((file, index) => {
        const key =
          file.field === 'inspection_file'
            ? 'inspection_file'
            : free.includes(file.field) && !stored.includes(file.field)
              ? file.field
              : free.find((slot) => !stored.includes(slot))!;
        (changes as Record<string, unknown>)[fileColumns[key]] = saved[index];
        stored.push(key);
      });
      await updateVehicle(transaction, id, { ...changes, updatedAt: context.clock.now() });
      const after = (await findVehicleRow(transaction, id))!;
      await recordAudit(transaction, {
        actorId,
        action: 'upload',
        entity: 'vehicle',
        entityId: id,
        before: Object.fromEntries(stored.map((key) => [key, storedKey(row, key)])),
        after: Object.fromEntries(stored.map((key) => [key, storedKey(after, key)])),
      });
      return {
        result: filesResult(after, stored),
        replaced: stored.includes('inspection_file') ? row.inspectionFile : null,
      };
    });
    if (replaced) await removeQuietly(context, replaced);
    return result;
  } catch (error) {
    for (const key of saved) await removeQuietly(context, key);
    throw error;
  }
}

async function removeQuietly(context: AppContext, key: string) {
  await context.files.remove(key).catch((error: unknown) => {
    context.logger.warn({ err: error, key }, 'A stored vehicle file could not be removed');
  });
}

/** `DELETE api/vehicles/{id}/remove_image/{image_key}`: empties the slot and answers the vehicle's files. */
export async function removeVehicleFile(
  context: AppContext,
  id: number,
  key: VehicleFileKey,
  actorId: number,
): Promise<VehicleFilesResult> {
  const { result, removed } = await context.db.transaction(async (transaction) => {
    const row = await lockVehicle(transaction, id);
    const removed = storedKey(row, key);
    if (!removed) throw new AppError('not_found', vehicleFileMessages.notFound);
    await updateVehicle(transaction, id, { [fileColumns[key]]: null, updatedAt: context.clock.now() });
    const after = (await findVehicleRow(transaction, id))!;
    await recordAudit(transaction, {
      actorId,
      action: 'remove_file',
      entity: 'vehicle',
      entityId: id,
      before: { [key]: removed },
      after: { [key]: null },
    });
    return { result: filesResult(after, []), removed };
  });
  await removeQuietly(context, removed);
  return result;
}

/** `GET api/vehicles/{id}/files/{image_key}`: the stored file, with the safe headers of sendStoredFile. */
export async function sendVehicleFile(context: AppContext, reply: FastifyReply, id: number, key: VehicleFileKey) {
  const row = await findVehicleRow(context.db, id);
  if (!row) throw notFound('Vehicle');
  const stored = storedKey(row, key);
  if (!stored) throw new AppError('not_found', vehicleFileMessages.notFound);
  return sendStoredFile(reply, context.files, stored, `${row.equipmentNumber}-${key}.${stored.split('.').pop()}`);
}
