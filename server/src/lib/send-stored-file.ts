import type { FastifyReply } from 'fastify';
import type { FileStorage } from './file-storage.js';
import { notFound } from './errors.js';
import { fileKindDetails, type FileKind } from './file-types.js';

const kindOfExtension = new Map(
  Object.entries(fileKindDetails).map(([kind, details]) => [details.extension, kind as FileKind]),
);

/**
 * Streams a stored file to a caller the route has already checked. Files are private
 * (`Cache-Control: private`), never sniffed as another type, and an SVG gets a sandboxing CSP so
 * a script inside it cannot run even when the file is opened directly.
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, key: string, downloadName: string) {
  const stream = await storage.read(key);
  const kind = kindOfExtension.get(key.split('.').pop() ?? '');
  if (!stream || !kind) throw notFound('File');
  const safeName = downloadName.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'file';
  reply
    .header('Content-Type', fileKindDetails[kind].mimeType)
    .header('Cache-Control', 'private, max-age=300')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', `${kind === 'svg' ? 'attachment' : 'inline'}; filename="${safeName}"`);
  if (kind === 'svg') reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return reply.send(stream);
}
