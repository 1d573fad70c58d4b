import type { FastifyReply } from 'fastify';
import type { FileStorage } from './file-storage.js';
import { notFound } from './errors.js';
import { fileKindDetails, type FileKind } from './file-types.js';

const kindOfExtension = new Map(
  Object.entries(fileKindDetails).map(([kind, details]) => [details.extension, kind as FileKind]),
);

/** The kinds the app shows in its own pages (as images); every other file is a download. */
const shownInline: ReadonlySet<FileKind> = new Set(['png', 'jpeg']);

/**
 * Whatever a stored file holds, opened on its own it runs nothing and reaches nothing: no
 * script, style sheet, frame or fetch, in a sandbox with a unique origin (so not the app's, and
 * not its storage). Inline styles stay for SVG drawings that use them.
 */
export const storedFileContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Streams a stored file to a caller the route has already checked. Files are never cached
 * (`Cache-Control: no-store`, see plugins/no-store.ts), never sniffed as another type, sandboxed by their CSP, and only
 * PNG and JPEG photos open in the browser: anything else (an SVG, a PDF) is a download, so a
 * script inside it never runs as a page of the app's address.
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, key: string, downloadName: string) {
  const stream = await storage.read(key);
  const kind = kindOfExtension.get(key.split('.').pop() ?? '');
  if (!stream || !kind) throw notFound('File');
  const safeName = downloadName.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'file';
  reply
    .header('Content-Type', fileKindDetails[kind].mimeType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', `${shownInline.has(kind) ? 'inline' : 'attachment'}; filename="${safeName}"`)
    .header('Content-Security-Policy', storedFileContentSecurityPolicy);
  return reply.send(stream);
}
