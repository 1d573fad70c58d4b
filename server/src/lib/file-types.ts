/** The kinds of upload the app keeps, recognised by their bytes; the name and the sender's MIME type are not trusted. */
export type FileKind = 'png' | 'jpeg' | 'svg' | 'pdf';

export const fileKindDetails: Record<FileKind, { extension: string; mimeType: string }> = {
  png: { extension: 'png', mimeType: 'image/png' },
  jpeg: { extension: 'jpg', mimeType: 'image/jpeg' },
  svg: { extension: 'svg', mimeType: 'image/svg+xml' },
  pdf: { extension: 'pdf', mimeType: 'application/pdf' },
};

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);
const pdfSignature = Buffer.from('%PDF-');

/** What an SVG may start with before its root element: a BOM, an XML declaration, comments, a doctype. */
const svgPrologue =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

function looksLikeSvg(data: Buffer): boolean {
  // Only the start is read: enough for any real prologue, and a binary file fails fast.
  const head = data.subarray(0, 4096).toString('utf8');
  return !head.includes('\u0000') && svgPrologue.test(head);
}

export function detectFileKind(data: Buffer): FileKind | undefined {
  if (data.subarray(0, pngSignature.length).equals(pngSignature)) return 'png';
  if (data.subarray(0, jpegSignature.length).equals(jpegSignature)) return 'jpeg';
  if (data.subarray(0, pdfSignature.length).equals(pdfSignature)) return 'pdf';
  if (looksLikeSvg(data)) return 'svg';
  return undefined;
}
