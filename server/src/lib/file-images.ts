import type Sharp from 'sharp';
import { imageLongestSide, imagePixelLimit, uploadMessages } from '@fleet-ops/shared';
import { fieldError } from './errors.js';
import type { FileKind } from './file-types.js';
import { loadSharp } from './lazy/sharp.js';

/**
 * Photos stored before uploads were checked may be larger than `imagePixelLimit`; the PDF still
 * prints them, up to this bound, so a decompression bomb (a few MB that inflate to gigapixels)
 * is refused there too.
 */
export const storedImagePixelLimit = 100_000_000;

export type RasterKind = Extract<FileKind, 'png' | 'jpeg'>;

export const isRaster = (kind: FileKind): kind is RasterKind => kind === 'png' || kind === 'jpeg';

/**
 * Every decode goes through here: libvips decodes on libuv's thread pool, so the event loop keeps
 * serving while a photo is read, and refuses more than `pixelLimit` pixels before decoding.
 * `failOn: 'error'` lets through the harmless warnings some cameras' files raise and refuses
 * files that cannot be decoded. `rotate()` applies the EXIF orientation, so the pixels stand the
 * way the camera was held once the metadata is gone.
 */
function scaledDown(sharp: typeof Sharp, data: Buffer, pixelLimit: number, box: { width: number; height: number }) {
  return sharp(data, { limitInputPixels: pixelLimit, failOn: 'error', sequentialRead: true })
    .rotate()
    .resize({ ...box, fit: 'inside', withoutEnlargement: true });
}

const overLimit = (error: unknown) => error instanceof Error && /exceeds pixel limit/i.test(error.message);

/**
 * An uploaded PNG or JPEG, decoded whole (a file that only looks like one is refused), turned
 * upright and scaled down to `imageLongestSide`, in its own format. The output carries no
 * metadata (sharp drops EXIF, GPS position included, unless asked to keep it) and nothing the
 * sender appended after the image. Refusals are 422s naming `field`.
 */
export async function downscaleUpload(data: Buffer, kind: RasterKind, field: string): Promise<Buffer> {
  // Loaded outside the try: a sharp that cannot load is the server's fault, not the file's.
  const sharp = await loadSharp();
  try {
    const pipeline = scaledDown(sharp, data, imagePixelLimit, { width: imageLongestSide, height: imageLongestSide });
    return await (kind === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
  } catch (error) {
    throw fieldError(field, overLimit(error) ? uploadMessages.imageTooManyPixels : uploadMessages.imageUnreadable);
  }
}

/**
 * A stored photo at the size a page prints it, as JPEG (pdfkit embeds JPEG bytes as they are,
 * where a PNG with transparency is decoded pixel by pixel on the event loop). Transparent areas
 * become white, as on paper. Undefined when the bytes cannot be read or are over the bound.
 */
export async function imageForPrint(data: Buffer, box: { width: number; height: number }) {
  const sharp = await loadSharp();
  try {
    return await scaledDown(sharp, data, storedImagePixelLimit, box)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
