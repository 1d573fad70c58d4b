import type { FastifyReply } from 'fastify';
import { checklistPdfQuery, uploadMessages } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { imageForPrint } from '../../lib/file-images.js';
import { detectFileKind } from '../../lib/file-types.js';
import { storedFileContentSecurityPolicy } from '../../lib/send-stored-file.js';
import { createWorkLimit, type WorkLimit } from '../../lib/work-limit.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { crewScope } from '../../lib/crew-scope.js';
import { checklistPdfDocument, printedPhotoPixels, type PdfPhoto } from './pdf-document.js';
import { pdfLanguage, type PdfLanguage } from './pdf-i18n.js';
import type { PdfForm } from './pdf-form.js';
import { checklistRecordFor, readChecklistRecords, type ChecklistRecordRead } from './detail.js';

export const pdfQuery = checklistPdfQuery;

/**
 * PDFs made at once per server (two cores here), and how many more may wait for a turn; beyond
 * that the caller is told to come back (503), so a burst of PDF downloads cannot pile up memory.
 */
const pdfLimits = { running: 2, waiting: 8 } as const;
/** Seconds a refused caller is asked to wait before trying again. */
const pdfRetryAfterSeconds = 5;

/** One limit per running app (tests build several in one process). */
const pdfWork = new WeakMap<AppContext, WorkLimit>();

function pdfWorkOf(context: AppContext): WorkLimit {
  let limit = pdfWork.get(context);
  if (!limit) pdfWork.set(context, (limit = createWorkLimit(pdfLimits)));
  return limit;
}

/**
 * A stored attachment, recognised by its content (never by the stored name or type) and scaled
 * to its printed size as JPEG off the event loop: photos stored before uploads were scaled down
 * may be huge, and pdfkit would decode them in JavaScript, stalling every other request.
 */
async function loadPhoto(context: AppContext, attachment: { storageKey: string; fileName: string }): Promise<PdfPhoto> {
  const { fileName } = attachment;
  const stream = await context.files.read(attachment.storageKey);
  if (!stream) return { kind: 'unreadable', fileName };
  const data = Buffer.concat(await stream.toArray());
  const kind = detectFileKind(data);
  if (kind === 'svg') return { kind, fileName };
  const printed = kind === 'png' || kind === 'jpeg' ? await imageForPrint(data, printedPhotoPixels) : undefined;
  return printed ? { kind: 'jpeg', fileName, data: printed } : { kind: 'unreadable', fileName };
}

/** A stored PNG (a signature, checked when it was sent); null when missing or not a PNG. */
async function loadPng(context: AppContext, key: string | null): Promise<Buffer | null> {
  const stream = key ? await context.files.read(key) : undefined;
  if (!stream) return null;
  const data = Buffer.concat(await stream.toArray());
  return detectFileKind(data) === 'png' ? data : null;
}

/** The form version to print by sections: any but the built-in Pre-OP form, which keeps its table. */
function formOf(stored: ChecklistRecordRead['stored']): PdfForm | undefined {
  const version = stored.form;
  if (!version || version.builtIn === 'pre_op') return undefined;
  return {
    name: version.name,
    nameFr: version.nameFr,
    version: version.version,
    sections: version.sections,
    codes: new Map(stored.defectCodes.flatMap((row) => (row.code ? [[row.item, row.code] as const] : []))),
  };
}

/** The drawn countersignatures' images, one at a time. */
async function loadCountersignatures(context: AppContext, rows: ChecklistRecordRead['stored']['countersignatures']) {
  const images = new Map<number, Buffer>();
  for (const row of rows) {
    const image = await loadPng(context, row.signatureKey);
    if (image) images.set(row.id, image);
  }
  return images;
}

/** The whole PDF in memory: small once its photos are at print size, and made inside its turn. */
async function renderPdf(context: AppContext, record: ChecklistRecordRead, language: PdfLanguage) {
  const { detail: checklist, stored } = record;
  const photos: PdfPhoto[] = [];
  // One at a time: each photo may be 10 MB, and they are small in number (5 at most).
  for (const attachment of stored.attachments) photos.push(await loadPhoto(context, attachment));
  const document = checklistPdfDocument({
    checklist,
    form: formOf(stored),
    countersignatureImages: await loadCountersignatures(context, stored.countersignatures),
    photos,
    signature: checklist.signed ? await loadPng(context, stored.signatureKey) : null,
    language,
    generatedAt: context.clock.formatDateTime(context.clock.now()),
    timeZone: context.clock.timeZone,
  });
  return Buffer.concat(await document.toArray());
}

/**
 * The PDFs of a page of checklists, in the order of `ids`, for a file that already checked who
 * reads it (the inspector's file, issue 37): the page is read in a few queries, then each PDF is
 * made in the caller's turn, which limits itself, so it never answers "busy" halfway through a ZIP.
 */
export async function* checklistPdfs(context: AppContext, ids: number[], language: PdfLanguage) {
  for (const record of await readChecklistRecords(context, { role: 'admin', userId: 0 }, ids)) {
    yield { id: record.detail.id, pdf: await renderPdf(context, record, language) };
  }
}

/**
 * `GET api/checklist/{id}/pdf`: the inspection record as a PDF download, for audits. Whoever may
 * read the checklist may have its PDF; anyone else gets the checklist's 404. The PDF is made
 * whole before the first byte is sent, so a missing checklist is still a clean JSON 404, and a
 * server already making its share of PDFs answers 503 with Retry-After.
 */
export async function sendChecklistPdf(
  context: AppContext,
  reply: FastifyReply,
  caller: CurrentUser,
  id: number,
  reader: { lang: PdfLanguage | undefined; acceptLanguage: string | undefined },
) {
  const record = await checklistRecordFor(context, await crewScope(context.db, caller), id);
  const language = pdfLanguage(reader.lang, reader.acceptLanguage);
  const made = await pdfWorkOf(context).run(() => renderPdf(context, record, language));
  if (made.refused) {
    return reply
      .status(503)
      .header('Retry-After', String(pdfRetryAfterSeconds))
      .send({ message: uploadMessages.pdfBusy });
  }
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="checklist-${record.detail.id}.pdf"`)
    .header('Content-Security-Policy', storedFileContentSecurityPolicy)
    .send(made.value);
}
