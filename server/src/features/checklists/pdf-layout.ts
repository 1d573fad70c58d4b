import fs from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

export type Doc = InstanceType<typeof PDFDocument>;

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, embedded: pdfkit's built-in fonts know only Windows-1252, so French accents would
 * print but many names (Łukasz, Nguyễn, Ольга) would not. Embedded fonts are subset to the
 * glyphs used, so the PDF stays small.
 */
export const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  italic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
} as const;

/** fontkit as pdfkit itself loads it, so pdfkit takes its fonts as its own. */
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create: (data: Buffer) => object };

/**
 * Each font read and parsed once per process, then handed to every document: given a file, pdfkit
 * reads and parses it again for each PDF, and parsing DejaVu's layout tables took most of a
 * checklist PDF's time (issue 37's inspector's file prints thousands). A parsed font holds no
 * document's state: each document makes its own subset of the glyphs it used, so the PDFs are the same.
 */
let parsedFonts: { regular: object; bold: object; italic: object } | undefined;

function parsed() {
  parsedFonts ??= {
    regular: fontkit.create(fs.readFileSync(fonts.regular)),
    bold: fontkit.create(fs.readFileSync(fonts.bold)),
    italic: fontkit.create(fs.readFileSync(fonts.italic)),
  };
  return parsedFonts;
}

export function registerFonts(doc: Doc) {
  const { regular, bold, italic } = parsed();
  // pdfkit takes a fontkit font where its types say a file: it uses one that has `layout` as it is.
  doc.registerFont('Body', regular as Buffer);
  doc.registerFont('Bold', bold as Buffer);
  doc.registerFont('Italic', italic as Buffer);
}

export const margin = 50;
export const colours = {
  text: '#1a1b1e',
  muted: '#495057',
  rule: '#ced4da',
  yes: '#2b8a3e',
  no: '#c92a2a',
} as const;

export const contentWidth = (doc: Doc) => doc.page.width - 2 * margin;
const bottom = (doc: Doc) => doc.page.height - margin;

/** Starts a new page when less than `height` is left on this one. */
export function keepSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/** A thin line across the page at the current height. */
export function line(doc: Doc) {
  doc
    .moveTo(margin, doc.y)
    .lineTo(margin + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor(colours.rule)
    .stroke();
}

export function rule(doc: Doc) {
  line(doc);
  doc.moveDown(0.6);
}

export function heading(doc: Doc, text: string) {
  keepSpace(doc, 60);
  doc.moveDown(0.8).font('Bold').fontSize(13).fillColor(colours.text).text(text, margin);
  doc.moveDown(0.3);
  rule(doc);
}

export function paragraph(doc: Doc, text: string, font: 'Body' | 'Bold' | 'Italic' = 'Body') {
  keepSpace(doc, 20);
  doc
    .font(font)
    .fontSize(11)
    .fillColor(colours.text)
    .text(text, margin, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

export function note(doc: Doc, text: string) {
  keepSpace(doc, 20);
  doc
    .font('Italic')
    .fontSize(10)
    .fillColor(colours.muted)
    .text(text, margin, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.6);
}

/** Label over value, in two columns, row by row. */
export function fieldGrid(doc: Doc, fields: [string, string][]) {
  const columnWidth = contentWidth(doc) / 2;
  for (let index = 0; index < fields.length; index += 2) {
    const row = fields.slice(index, index + 2);
    const heights = row.map(
      ([, value]) =>
        doc
          .font('Body')
          .fontSize(11)
          .heightOfString(value, { width: columnWidth - 12 }) + 16,
    );
    const height = Math.max(...heights);
    keepSpace(doc, height + 8);
    const top = doc.y;
    row.forEach(([label, value], column) => {
      const x = margin + column * columnWidth;
      doc
        .font('Bold')
        .fontSize(9)
        .fillColor(colours.muted)
        .text(label, x, top, { width: columnWidth - 12 });
      doc
        .font('Body')
        .fontSize(11)
        .fillColor(colours.text)
        .text(value, x, top + 12, { width: columnWidth - 12 });
    });
    doc.x = margin;
    doc.y = top + height + 6;
  }
}

/** Draws an image in the text flow, fitted to the box; false when its bytes cannot be read. */
export function drawImage(doc: Doc, data: Buffer, fit: [number, number]): boolean {
  try {
    // Placed in the text flow (no x, y), so pdfkit moves `doc.y` below the image's drawn height.
    doc.x = margin;
    doc.image(data, { fit });
    return true;
  } catch {
    // pdfkit only finds out that bytes with an image's signature are damaged when it parses them.
    return false;
  }
}
