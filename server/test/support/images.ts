import sharp from 'sharp';

/**
 * Real images, whole: uploads are decoded, so bytes that only start like a PNG or JPEG are
 * refused. A 1x1 PNG and a 2x2 JPEG, small enough to keep as text.
 */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const jpegBytes = Buffer.from(
  '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkF' +
    'BQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAA' +
    'AAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABwj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oA' +
    'DAMBAAIRAxEAPwCVAC9XD//Z',
  'base64',
);

/** Bytes that start like a JPEG and hold no image: what a damaged upload looks like. */
export const brokenJpegBytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

/** A picture of the given size: a gradient, so it compresses like a photo rather than to nothing. */
export function pictureOf(width: number, height: number, format: 'png' | 'jpeg') {
  const image = sharp({ create: { width, height, channels: 3, background: '#2f6f9f' } }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/>` +
          `<stop offset="1" stop-color="#000"/></linearGradient></defs><rect width="100%" height="30%" fill="url(#g)"/></svg>`,
      ),
    },
  ]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

/** The size and format a stored or served image really has, read from its bytes. */
export async function imageSize(data: Buffer) {
  const { width, height, format } = await sharp(data).metadata();
  return { width, height, format };
}
