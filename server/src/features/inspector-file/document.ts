import PDFDocument from 'pdfkit';
import type { AppContext } from '../../app-context.js';
import { margin, note, registerFonts, type Doc } from '../checklists/index.js';
import type { FileStrings } from './summary-i18n.js';

/** A letter-size PDF in the checklist's fonts, titled, with the generation line; the caller ends it. */
export function startDocument(context: AppContext, text: FileStrings, title: string, subtitle: string[]): Doc {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    lang: text.locale,
    displayTitle: true,
    info: { Title: title, Author: 'Fleet Ops' },
    // pdfkit keeps every word it lays out for the document's life: a fleet's month of lines
    // (ids, readings, times) held hundreds of MB until the file ended. Laid out each time instead.
    fontLayoutCache: false,
  });
  registerFonts(doc);
  doc.font('Bold').fontSize(18).text(title, margin);
  doc.font('Body').fontSize(10);
  for (const line of subtitle) note(doc, line);
  note(doc, text.generated(context.clock.formatDateTime(context.clock.now()).slice(0, 16), context.clock.timeZone));
  return doc;
}
