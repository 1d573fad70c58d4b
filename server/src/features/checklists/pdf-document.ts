import PDFDocument from 'pdfkit';
import { checklistStatementText, valueLabel, type ChecklistDetail } from '@fleet-ops/shared';
import {
  colours,
  contentWidth,
  drawImage,
  fieldGrid,
  heading,
  keepSpace,
  line,
  margin,
  note,
  paragraph,
  registerFonts,
  rule,
  type Doc,
} from './pdf-layout.js';
import { answerText, pdfStrings, type PdfLanguage, type PdfStrings } from './pdf-i18n.js';
import { countersignatures } from './pdf-countersign.js';
import { codedDefectLine, formSections, validityLine, type PdfForm } from './pdf-form.js';

/** A photo as the PDF receives it: PNG and JPEG bytes are drawn; anything else becomes a note line. */
export type PdfPhoto = { fileName: string } & (
  { kind: 'png' | 'jpeg'; data: Buffer } | { kind: 'svg' } | { kind: 'unreadable' }
);

export type ChecklistRecord = {
  checklist: ChecklistDetail;
  /** The form version it was filled on, when other than the built-in Pre-OP form (issue 36). */
  form?: PdfForm;
  /** The drawn countersignatures' PNGs, by countersignature id. */
  countersignatureImages?: ReadonlyMap<number, Buffer>;
  photos: PdfPhoto[];
  /** The drawn signature's PNG, when signed and readable. */
  signature: Buffer | null;
  language: PdfLanguage;
  /** When the PDF was made, `YYYY-MM-DD HH:mm:ss` in the business timezone. */
  generatedAt: string;
  timeZone: string;
};

/** The tallest a photo is drawn, so one photo and its caption always fit on a page. */
const photoMaxHeight = 320;
const signatureBox: [number, number] = [240, 90];

/**
 * The most pixels a photo needs on the page: the printed box (a Letter page is 612 points wide;
 * inside the margins, by `photoMaxHeight`) at two pixels a point, about 144 dpi, sharp on paper.
 */
export const printedPhotoPixels = { width: 2 * (612 - 2 * margin), height: 2 * photoMaxHeight } as const;

/** Every item with its class, its answer and the driver's note on a "no". */
function itemsTable(doc: Doc, items: ChecklistDetail['checklist_items'], text: PdfStrings) {
  const answerWidth = 60;
  const classWidth = 80;
  const itemWidth = contentWidth(doc) - answerWidth - classWidth;
  const row = (item: string, itemClass: string, answer: string, colour: string, bold: boolean) => {
    const height =
      doc
        .font('Body')
        .fontSize(11)
        .heightOfString(item, { width: itemWidth - 8 }) + 8;
    keepSpace(doc, height);
    const top = doc.y;
    doc.font(bold ? 'Bold' : 'Body').fillColor(colours.text);
    doc.text(item, margin, top + 4, { width: itemWidth - 8 });
    doc.text(itemClass, margin + itemWidth, top + 4, { width: classWidth - 8 });
    doc.fillColor(colour).text(answer, margin + itemWidth + classWidth, top + 4, { width: answerWidth });
    doc.y = top + height;
    line(doc);
  };
  row(text.item, text.itemClass, text.answer, colours.muted, true);
  for (const entry of items) {
    const failed = entry.answer === 'no';
    const itemClass = entry.severity === 'major' ? text.major : text.minor;
    row(
      text.itemLabel(entry.item),
      itemClass,
      answerText(entry.answer, text),
      failed ? colours.no : colours.yes,
      failed,
    );
    if (entry.note) note(doc, `${text.noteLabel} ${entry.note}`);
  }
  doc.x = margin;
}

function defectsFound(doc: Doc, record: ChecklistRecord, text: PdfStrings) {
  const { checklist, form } = record;
  heading(doc, text.defectsFound);
  const failed = checklist.checklist_items.filter((entry) => entry.answer === 'no');
  if (failed.length === 0) return paragraph(doc, text.noDefect, 'Bold');
  for (const entry of failed) {
    const defect = checklist.defects.find((candidate) => candidate.item === entry.item);
    const severity = (defect?.severity ?? entry.severity) === 'major' ? text.major : text.minor;
    const status = defect ? (text.statuses[defect.status] ?? defect.status) : '-';
    // On a form, the item's words and the description found with its code (issue 36).
    const coded = form && codedDefectLine(form, { item: entry.item, severity, status }, record.language, text);
    paragraph(doc, coded ?? text.defectLine(text.itemLabel(entry.item), severity, status));
  }
}

function statement(doc: Doc, record: ChecklistRecord, text: PdfStrings) {
  const { checklist } = record;
  heading(doc, text.statement);
  const words = checklistStatementText(checklist.statement_version, record.language);
  if (!checklist.signed || !words) {
    paragraph(doc, text.notSigned, 'Bold');
    return note(doc, text.notSignedDetail);
  }
  paragraph(doc, words);
  note(doc, text.statementVersion(checklist.statement_version ?? ''));
  const at = checklist.signed_at ?? checklist.inspected_at;
  // A typed signature is printed as what it is, never drawn to look like a handwritten one.
  if (checklist.signature_typed_name !== null) {
    doc.font('Bold').fontSize(9).fillColor(colours.muted).text(text.signature, margin, doc.y);
    return paragraph(doc, text.signedByTyping(checklist.signature_typed_name, at), 'Bold');
  }
  keepSpace(doc, signatureBox[1] + 40);
  doc.font('Bold').fontSize(9).fillColor(colours.muted).text(text.signature, margin, doc.y);
  if (!record.signature || !drawImage(doc, record.signature, signatureBox)) note(doc, text.imageUnreadable);
  doc.moveDown(0.3);
  paragraph(doc, `${checklist.operator} · ${at}`);
}

function amendments(doc: Doc, checklist: ChecklistDetail, text: PdfStrings) {
  heading(doc, text.amendments);
  if (checklist.amendments.length === 0) return note(doc, text.noAmendments);
  for (const amendment of checklist.amendments) {
    paragraph(doc, text.amendmentBy(amendment.author_name, amendment.created_at), 'Bold');
    paragraph(doc, `${text.reason} ${amendment.reason}`);
    paragraph(doc, `${text.correction} ${amendment.correction}`);
    doc.moveDown(0.3);
  }
}

/** Each photo under its caption; an SVG or a damaged file gets a note line instead. */
function photos(doc: Doc, list: PdfPhoto[], text: PdfStrings) {
  if (list.length === 0) note(doc, text.noPhotos);
  for (const [index, photo] of list.entries()) {
    const caption = text.attachment(index + 1, photo.fileName);
    if (photo.kind === 'svg') {
      note(doc, text.svgPhoto(caption));
      continue;
    }
    if (photo.kind === 'unreadable') {
      note(doc, text.unreadablePhoto(caption));
      continue;
    }
    keepSpace(doc, photoMaxHeight + 30);
    doc.font('Bold').fontSize(10).fillColor(colours.text).text(caption, margin, doc.y);
    doc.moveDown(0.3);
    if (!drawImage(doc, photo.data, [contentWidth(doc), photoMaxHeight])) note(doc, text.imageUnreadable);
    doc.moveDown(0.8);
  }
}

/**
 * The legal inspection record: unit and plate, operator, date and time, place, odometer, every
 * item with its answer and class, the defects found (with their status now) or "No defect", the
 * signed statement with the signature (or NOT SIGNED), the amendments and the photos.
 */
export function writeChecklistPdf(doc: Doc, record: ChecklistRecord): void {
  const { checklist } = record;
  const text = pdfStrings[record.language];
  doc.font('Bold').fontSize(18).fillColor(colours.text).text(text.title, margin);
  doc
    .font('Body')
    .fontSize(10)
    .fillColor(colours.muted)
    .text(text.generated(checklist.id, record.generatedAt, record.timeZone));
  doc.moveDown(0.6);
  rule(doc);
  const timing =
    checklist.opened_at && checklist.signed_at && checklist.duration_seconds !== null
      ? text.durationValue(checklist.opened_at, checklist.signed_at, checklist.duration_seconds)
      : '-';
  fieldGrid(doc, [
    [text.unit, checklist.equipment_number],
    [text.plate, checklist.license_plate_no || '-'],
    [text.operator, checklist.operator],
    [text.inspectedAt, `${checklist.inspected_at} (${record.timeZone})`],
    // A listed location prints in the reader's language; a place the driver typed stays as typed.
    [
      text.place,
      checklist.location_id !== null && checklist.place
        ? valueLabel('location', checklist.place, record.language)
        : (checklist.place ?? '-'),
    ],
    // A vehicle without an odometer (a loader, issue 37) is read in engine hours.
    [text.odometer, checklist.last_odm_read === null ? '-' : String(checklist.last_odm_read)],
    ...(checklist.hour_read === null ? [] : [[text.hours, String(checklist.hour_read)] as [string, string]]),
    // The make and model, called Vehicle as on the vehicle's form; Vehicle Type is the parent type.
    [text.vehicle, checklist.vehicle_type],
    [text.vin, checklist.VIN_no || '-'],
    [text.checklistDate, checklist.date],
    [text.oilLife, checklist.oil_life === null ? '-' : String(checklist.oil_life)],
    [text.duration, timing],
  ]);
  validityLine(doc, checklist, text);
  heading(doc, text.remarks);
  paragraph(doc, checklist.remarks?.trim() || '-');
  if (record.form) formSections(doc, record.form, checklist, record.language, text);
  else {
    heading(doc, text.items);
    itemsTable(doc, checklist.checklist_items, text);
  }
  defectsFound(doc, record, text);
  statement(doc, record, text);
  countersignatures(doc, checklist, record.countersignatureImages ?? new Map(), record.language, text);
  amendments(doc, checklist, text);
  heading(doc, text.photos);
  photos(doc, record.photos, text);
}

/** "Pre-OP Checklist #42 · E2E-44 · 2026-11-18 · Page 1 of 2" at the foot of every page, for printed audits. */
function pageFooters(doc: Doc, checklist: ChecklistDetail, text: PdfStrings) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Written inside the bottom margin, which would otherwise make pdfkit start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Body')
      .fontSize(8)
      .fillColor(colours.muted)
      .text(
        text.footer(checklist.id, checklist.equipment_number, checklist.date, index - start + 1, count),
        margin,
        doc.page.height - margin / 2 - 4,
        { width: contentWidth(doc), align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottomMargin;
  }
}

/** A new document for one checklist, its title and subject in the document information too. */
export function checklistPdfDocument(record: ChecklistRecord): Doc {
  const { checklist } = record;
  const text = pdfStrings[record.language];
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    // Pages are kept until the end so each footer can say how many there are.
    bufferPages: true,
    lang: text.locale,
    displayTitle: true,
    info: {
      Title: `${text.title} #${checklist.id}: ${checklist.equipment_number}, ${checklist.date}`,
      Subject: `${text.operator}: ${checklist.operator}`,
      Author: 'Fleet Ops',
      Creator: 'Fleet Ops',
    },
  });
  registerFonts(doc);
  writeChecklistPdf(doc, record);
  pageFooters(doc, checklist, text);
  doc.end();
  return doc;
}
