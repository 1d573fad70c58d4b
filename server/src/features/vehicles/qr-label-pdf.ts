import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { qrLabelsPerPage } from '@fleet-ops/shared';

type Doc = InstanceType<typeof PDFDocument>;

const require = createRequire(import.meta.url);

/** DejaVu Sans, as the checklist PDF uses it: unit numbers may hold any letter, not only Windows-1252's. */
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

export type QrLabel = {
  equipmentNumber: string;
  /** The vehicle type (SUV, Light Duty Truck, ...), printed under the unit number. */
  vehicleParentType: string;
  /** What the code holds: APP_URL/qr/{equipment number}. */
  url: string;
};

/** Half an inch around the sheet: inside what office printers can reach. */
const pageMargin = 36;
/** Four modules of light space around a code, as the QR standard asks, so phones find its edges. */
const quietZoneModules = 4;
const codeSize = 112;
const colours = { text: '#1a1b1e', muted: '#495057', cut: '#adb5bd' } as const;
/** Printed on every label in both languages: a sheet is stuck on trucks whoever drives them. */
const caption = 'Pre-OP Checklist · Liste de vérification';

/**
 * The code's dark modules as filled rectangles (vector, so it prints sharp at any size), one
 * rectangle per horizontal run so neighbouring modules leave no hairline gaps between them.
 * `size` includes the quiet zone.
 */
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const module = size / (count + 2 * quietZoneModules);
  const left = x + quietZoneModules * module;
  const top = y + quietZoneModules * module;
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      doc.rect(left + start * module, top + row * module, (column - start) * module, module);
    }
  }
  doc.fillColor('#000000').fill();
}

/** The largest size from `largest` down to `smallest` at which `text` fits `width` on one line. */
function fittedSize(doc: Doc, text: string, width: number, largest: number, smallest: number): number {
  let size = largest;
  while (size > smallest && doc.fontSize(size).widthOfString(text) > width) size -= 1;
  return size;
}

function oneLine(doc: Doc, text: string, x: number, y: number, width: number) {
  doc.text(text, x, y, { width, align: 'center', lineBreak: false, ellipsis: true, height: doc.currentLineHeight() });
}

function drawLabel(doc: Doc, label: QrLabel, x: number, y: number, width: number, height: number) {
  // A light dashed outline to cut along.
  doc.save().rect(x, y, width, height).lineWidth(0.5).dash(3, { space: 3 }).strokeColor(colours.cut).stroke();
  doc.restore();
  const inner = width - 16;
  drawQrCode(doc, label.url, x + (width - codeSize) / 2, y + 4, codeSize);
  let line = y + codeSize + 4;
  doc.font('Bold').fillColor(colours.text);
  doc.fontSize(fittedSize(doc, label.equipmentNumber, inner, 22, 9));
  oneLine(doc, label.equipmentNumber, x + 8, line, inner);
  line += doc.currentLineHeight() + 1;
  doc.font('Body').fillColor(colours.text);
  doc.fontSize(fittedSize(doc, label.vehicleParentType, inner, 11, 7));
  oneLine(doc, label.vehicleParentType, x + 8, line, inner);
  line += doc.currentLineHeight() + 1;
  doc.fontSize(fittedSize(doc, caption, inner, 7, 5)).fillColor(colours.muted);
  oneLine(doc, caption, x + 8, line, inner);
}

/**
 * A Letter sheet of labels, 3 across and 4 down (12 a page), in the order given: each with the
 * vehicle's QR code, its unit number in large type and its vehicle type under it.
 */
export function qrLabelsDocument(labels: QrLabel[]): Doc {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Vehicle QR labels', Author: 'Fleet Ops', Creator: 'Fleet Ops' },
  });
  doc.registerFont('Body', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  const { columns, rows } = qrLabelsPerPage;
  const perPage = columns * rows;
  labels.forEach((label, index) => {
    if (index % perPage === 0) doc.addPage();
    const width = (doc.page.width - 2 * pageMargin) / columns;
    const height = (doc.page.height - 2 * pageMargin) / rows;
    const place = index % perPage;
    const x = pageMargin + (place % columns) * width;
    const y = pageMargin + Math.floor(place / columns) * height;
    drawLabel(doc, label, x, y, width, height);
  });
  doc.end();
  return doc;
}
