import PDFDocument from 'pdfkit';
import { checklistItemLabel, type ChecklistDetail } from '@fleet-ops/shared';

/** A photo as the PDF receives it: PNG and JPEG bytes are drawn; anything else becomes a note line. */
export type PdfPhoto = { fileName: string } & (
  { kind: 'png' | 'jpeg'; data: Buffer } | { kind: 'svg' } | { kind: 'unreadable' }
);

export type ChecklistRecord = {
  checklist: ChecklistDetail;
  photos: PdfPhoto[];
  /** When the PDF was made, `YYYY-MM-DD HH:mm:ss` in the business timezone. */
  generatedAt: string;
  timeZone: string;
};

const margin = 50;
const colours = { text: '#1a1b1e', muted: '#495057', rule: '#ced4da', yes: '#2b8a3e', no: '#c92a2a' } as const;
/** The tallest a photo is drawn, so one photo and its caption always fit on a page. */
const photoMaxHeight = 320;

/**
 * The most pixels a photo needs on the page: the printed box (a Letter page is 612 points wide;
 * inside the margins, by `photoMaxHeight`) at two pixels a point, about 144 dpi, sharp on paper.
 */
export const printedPhotoPixels = { width: 2 * (612 - 2 * margin), height: 2 * photoMaxHeight } as const;

type Doc = InstanceType<typeof PDFDocument>;

const contentWidth = (doc: Doc) => doc.page.width - 2 * margin;
const bottom = (doc: Doc) => doc.page.height - margin;

/** Starts a new page when less than `height` is left on this one. */
function keepSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/** A thin line across the page at the current height. */
function line(doc: Doc) {
  doc
    .moveTo(margin, doc.y)
    .lineTo(margin + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor(colours.rule)
    .stroke();
}

function rule(doc: Doc) {
  line(doc);
  doc.moveDown(0.6);
}

function heading(doc: Doc, text: string) {
  keepSpace(doc, 60);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(colours.text).text(text, margin);
  doc.moveDown(0.3);
  rule(doc);
}

/** Label over value, in two columns, row by row. */
function fieldGrid(doc: Doc, fields: [string, string][]) {
  const columnWidth = contentWidth(doc) / 2;
  for (let index = 0; index < fields.length; index += 2) {
    const row = fields.slice(index, index + 2);
    const heights = row.map(
      ([, value]) =>
        doc
          .font('Helvetica')
          .fontSize(11)
          .heightOfString(value, { width: columnWidth - 12 }) + 16,
    );
    const height = Math.max(...heights);
    keepSpace(doc, height + 8);
    const top = doc.y;
    row.forEach(([label, value], column) => {
      const x = margin + column * columnWidth;
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor(colours.muted)
        .text(label, x, top, { width: columnWidth - 12 });
      doc
        .font('Helvetica')
        .fontSize(11)
        .fillColor(colours.text)
        .text(value, x, top + 12, { width: columnWidth - 12 });
    });
    doc.x = margin;
    doc.y = top + height + 6;
  }
}

function itemsTable(doc: Doc, items: ChecklistDetail['checklist_items']) {
  const answerWidth = 70;
  const itemWidth = contentWidth(doc) - answerWidth;
  const row = (item: string, answer: string, colour: string, bold: boolean) => {
    const height =
      doc
        .font('Helvetica')
        .fontSize(11)
        .heightOfString(item, { width: itemWidth - 8 }) + 8;
    keepSpace(doc, height);
    const top = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(colours.text);
    doc.text(item, margin, top + 4, { width: itemWidth - 8 });
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(colour);
    doc.text(answer, margin + itemWidth, top + 4, { width: answerWidth });
    doc.y = top + height;
    line(doc);
  };
  row('Item', 'Answer', colours.muted, true);
  for (const entry of items) {
    const failed = entry.answer === 'no';
    row(checklistItemLabel(entry.item), failed ? 'No' : 'Yes', failed ? colours.no : colours.yes, failed);
  }
  doc.x = margin;
}

function note(doc: Doc, text: string) {
  keepSpace(doc, 20);
  doc.font('Helvetica-Oblique').fontSize(10).fillColor(colours.muted).text(text, margin, doc.y);
  doc.moveDown(0.6);
}

/** Draws a photo scaled to the page's width and `photoMaxHeight`; false when its bytes cannot be read. */
function drawPhoto(doc: Doc, data: Buffer): boolean {
  try {
    // Placed in the text flow (no x, y), so pdfkit moves `doc.y` below the photo's drawn height.
    doc.x = margin;
    doc.image(data, { fit: [contentWidth(doc), photoMaxHeight] });
    return true;
  } catch {
    // pdfkit only finds out that bytes with a photo's signature are damaged when it parses them.
    return false;
  }
}

/** Each photo under its caption; an SVG or a damaged file gets a note line instead. */
function photos(doc: Doc, list: PdfPhoto[]) {
  if (list.length === 0) note(doc, 'No photos were attached.');
  for (const [index, photo] of list.entries()) {
    const caption = `Attachment # ${index + 1}: ${photo.fileName}`;
    if (photo.kind === 'svg') {
      note(doc, `${caption} (SVG image, not embedded in this PDF).`);
      continue;
    }
    if (photo.kind === 'unreadable') {
      note(doc, `${caption} (the image could not be read).`);
      continue;
    }
    keepSpace(doc, photoMaxHeight + 30);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(colours.text).text(caption, margin, doc.y);
    doc.moveDown(0.3);
    if (!drawPhoto(doc, photo.data)) note(doc, 'The image could not be read.');
    doc.moveDown(0.8);
  }
}

/** The inspection record: header, the checklist's fields, remarks, every item and the photos. */
export function writeChecklistPdf(doc: Doc, record: ChecklistRecord): void {
  const { checklist } = record;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(colours.text).text('Pre-OP Checklist: inspection record', margin);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(colours.muted)
    .text(`Fleet Ops · Checklist #${checklist.id} · Generated ${record.generatedAt} (${record.timeZone})`);
  doc.moveDown(0.6);
  rule(doc);
  fieldGrid(doc, [
    ['Equipment No.', checklist.equipment_number],
    ['Date', checklist.date],
    ['Operator', checklist.operator],
    // The make and model, called Vehicle as on the vehicle's form; Vehicle Type is the parent type.
    ['Vehicle', checklist.vehicle_type],
    ['VIN', checklist.VIN_no || '-'],
    ['ODM Read', String(checklist.last_odm_read)],
    ['Oil Life (%)', checklist.oil_life === null ? '-' : String(checklist.oil_life)],
    ['Result', checklist.has_issue ? 'Issue found' : 'No issue found'],
    ['Submitted', `${checklist.submitted_at} (${record.timeZone})`],
  ]);
  heading(doc, 'Remarks');
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(colours.text)
    .text(checklist.remarks?.trim() || '-', margin, doc.y, { width: contentWidth(doc) });
  heading(doc, 'Checklist items');
  itemsTable(doc, checklist.checklist_items);
  heading(doc, 'Photos');
  photos(doc, record.photos);
}

/** "Pre-OP Checklist #42 · E2E-44 · 2026-11-18 · Page 1 of 2" at the foot of every page, for printed audits. */
function pageFooters(doc: Doc, checklist: ChecklistDetail) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Written inside the bottom margin, which would otherwise make pdfkit start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(colours.muted)
      .text(
        `Pre-OP Checklist #${checklist.id} · ${checklist.equipment_number} · ${checklist.date} · Page ${index - start + 1} of ${count}`,
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
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    // Pages are kept until the end so each footer can say how many there are.
    bufferPages: true,
    lang: 'en-CA',
    displayTitle: true,
    info: {
      Title: `Pre-OP Checklist #${checklist.id}: ${checklist.equipment_number}, ${checklist.date}`,
      Subject: `Operator: ${checklist.operator}`,
      Author: 'Fleet Ops',
      Creator: 'Fleet Ops',
    },
  });
  writeChecklistPdf(doc, record);
  pageFooters(doc, checklist);
  doc.end();
  return doc;
}
