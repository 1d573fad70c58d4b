import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/errors.js';
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
  type Doc,
} from '../checklists/index.js';
import { sheetStrings, type SheetLanguage, type SheetStrings } from './pdf-i18n.js';
import { selectSheetById } from './queries.js';

type SheetWithVehicle = NonNullable<Awaited<ReturnType<typeof selectSheetById>>>;

const signatureBox: [number, number] = [240, 90];

/** Numbers as the reader writes them: 12,345 / 12 345 and 7.5 / 7,5. */
const formatted = (value: number, text: SheetStrings) => new Intl.NumberFormat(text.locale).format(value);

/** Every component in the regulation's order with its result; the repair done under a not conforming one. */
function componentsTable(doc: Doc, { sheet }: SheetWithVehicle, text: SheetStrings) {
  const resultWidth = 130;
  const componentWidth = contentWidth(doc) - resultWidth;
  const row = (component: string, result: string, colour: string, bold: boolean) => {
    const height =
      doc
        .font('Body')
        .fontSize(11)
        .heightOfString(component, { width: componentWidth - 8 }) + 8;
    keepSpace(doc, height);
    const top = doc.y;
    doc
      .font(bold ? 'Bold' : 'Body')
      .fontSize(11)
      .fillColor(colours.text);
    doc.text(component, margin, top + 4, { width: componentWidth - 8 });
    doc.fillColor(colour).text(result, margin + componentWidth, top + 4, { width: resultWidth });
    doc.y = top + height;
    line(doc);
  };
  row(text.component, text.result, colours.muted, true);
  for (const entry of sheet.components) {
    const failed = entry.result === 'not_conforming';
    const colour = failed ? colours.no : entry.result === 'conforming' ? colours.yes : colours.muted;
    row(text.componentLabel(entry.component), text.resultLabel(entry.result), colour, failed);
    if (failed && entry.repair) note(doc, `${text.repairDone} ${entry.repair}`);
  }
  doc.x = margin;
}

function brakes(doc: Doc, { sheet }: SheetWithVehicle, text: SheetStrings) {
  heading(doc, text.brakes);
  if (sheet.brakeMeasurements.length === 0) return paragraph(doc, text.brakesNotRequired);
  for (const entry of sheet.brakeMeasurements) {
    paragraph(doc, text.axle(entry.axle, formatted(entry.left_mm, text), formatted(entry.right_mm, text)));
  }
}

function repairs(doc: Doc, { sheet }: SheetWithVehicle, text: SheetStrings) {
  heading(doc, text.repairs);
  const repaired = sheet.components.filter((entry) => entry.result === 'not_conforming');
  if (repaired.length === 0) return paragraph(doc, text.noRepair);
  for (const entry of repaired)
    paragraph(doc, text.repairLine(text.componentLabel(entry.component), entry.repair ?? ''));
}

function signature(doc: Doc, { sheet }: SheetWithVehicle, text: SheetStrings) {
  heading(doc, text.mechanic);
  paragraph(doc, sheet.mechanicName, 'Bold');
  keepSpace(doc, signatureBox[1] + 40);
  doc.font('Bold').fontSize(9).fillColor(colours.muted).text(text.signature, margin, doc.y);
  // A typed signature is printed as what it is, never drawn to look like a handwritten one.
  if (sheet.signaturePng === null) return paragraph(doc, text.signedByTyping(sheet.signatureTypedName ?? ''), 'Bold');
  if (!drawImage(doc, Buffer.from(sheet.signaturePng, 'base64'), signatureBox)) note(doc, text.imageUnreadable);
  doc.moveDown(0.3);
}

/**
 * The record the SAAQ asks for (RSSVR s. 201): the vehicle (unit, plate, VIN), odometer, date,
 * each component and its result, the repairs, the brake measurements and the signature.
 */
function writeSheet(doc: Doc, row: SheetWithVehicle, text: SheetStrings, generated: { at: string; zone: string }) {
  const { sheet, vehicle } = row;
  doc.font('Bold').fontSize(18).fillColor(colours.text).text(text.title, margin);
  doc
    .font('Body')
    .fontSize(10)
    .fillColor(colours.muted)
    .text(text.generated(sheet.id, sheet.workOrderId, generated.at, generated.zone));
  doc.moveDown(0.6);
  line(doc);
  doc.moveDown(0.6);
  fieldGrid(doc, [
    [text.unit, vehicle.equipmentNumber],
    [text.plate, vehicle.licensePlateNo || '-'],
    [text.vin, vehicle.vinNo || '-'],
    [text.weight, text.kg(formatted(sheet.grossWeightKg, text))],
    [text.odometer, text.km(formatted(sheet.odometer, text))],
    [text.date, sheet.serviceDate],
  ]);
  heading(doc, text.components);
  componentsTable(doc, row, text);
  brakes(doc, row, text);
  repairs(doc, row, text);
  signature(doc, row, text);
  doc.moveDown(0.6);
  note(doc, text.legal);
}

/**
 * One sheet's PDF as a stream (the document is written at once; pdfkit streams its bytes), or
 * a 404 for an unknown sheet. Exported for the inspector's file.
 */
export async function renderMaintenanceSheetPdf(
  context: AppContext,
  sheetId: number,
  language: SheetLanguage,
): Promise<Readable> {
  const row = await selectSheetById(context.db, sheetId);
  if (!row) throw notFound('Maintenance sheet');
  const text = sheetStrings[language];
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    lang: text.locale,
    displayTitle: true,
    info: {
      Title: `${text.title} #${row.sheet.id}: ${row.vehicle.equipmentNumber}, ${row.sheet.serviceDate}`,
      Author: 'Fleet Ops',
      Creator: 'Fleet Ops',
    },
  });
  registerFonts(doc);
  writeSheet(doc, row, text, {
    at: context.clock.formatDateTime(context.clock.now()),
    zone: context.clock.timeZone,
  });
  doc.end();
  return doc;
}
