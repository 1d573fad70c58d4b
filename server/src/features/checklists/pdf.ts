import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { detectFileKind } from '../../lib/file-types.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { checklistPdfDocument, type PdfPhoto } from './pdf-document.js';
import { listAttachments } from './queries.js';
import { checklistDetailFor } from './read.js';
import { checklistScope } from './scope.js';

/** A stored attachment's bytes, recognised by their content (never by the stored name or type). */
async function loadPhoto(context: AppContext, attachment: { storageKey: string; fileName: string }): Promise<PdfPhoto> {
  const stream = await context.files.read(attachment.storageKey);
  if (!stream) return { kind: 'unreadable', fileName: attachment.fileName };
  const data = Buffer.concat(await stream.toArray());
  const kind = detectFileKind(data);
  if (kind === 'png' || kind === 'jpeg') return { kind, fileName: attachment.fileName, data };
  return { kind: kind === 'svg' ? 'svg' : 'unreadable', fileName: attachment.fileName };
}

/**
 * `GET api/checklist/{id}/pdf`: the inspection record as a PDF download, for audits. Whoever may
 * read the checklist may have its PDF; anyone else gets the checklist's 404. The photos are read
 * before the first byte is sent, so a missing checklist is still a clean JSON 404.
 */
export async function sendChecklistPdf(context: AppContext, reply: FastifyReply, caller: CurrentUser, id: number) {
  const checklist = await checklistDetailFor(context, await checklistScope(context.db, caller), id);
  const photos: PdfPhoto[] = [];
  // One at a time: each photo may be 10 MB, and they are small in number (5 at most).
  for (const attachment of await listAttachments(context.db, id)) photos.push(await loadPhoto(context, attachment));
  const document = checklistPdfDocument({
    checklist,
    photos,
    generatedAt: context.clock.formatDateTime(context.clock.now()),
    timeZone: context.clock.timeZone,
  });
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="checklist-${checklist.id}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(document);
}
