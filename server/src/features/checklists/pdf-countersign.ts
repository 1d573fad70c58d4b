import { countersignStatementText, type ChecklistDetail } from '@fleet-ops/shared';
import { colours, drawImage, heading, keepSpace, margin, note, paragraph, type Doc } from './pdf-layout.js';
import type { PdfLanguage, PdfStrings } from './pdf-i18n.js';

const signatureBox: [number, number] = [240, 90];

/**
 * The drivers who countersigned the report (issue 36; RSSVR s. 197.0.3): each one's statement,
 * name and time, and the signature drawn (its image) or typed (printed as typed, never drawn).
 */
export function countersignatures(
  doc: Doc,
  checklist: ChecklistDetail,
  images: ReadonlyMap<number, Buffer>,
  language: PdfLanguage,
  text: PdfStrings,
) {
  heading(doc, text.countersignatures);
  if (checklist.countersignatures.length === 0) return note(doc, text.noCountersignature);
  for (const signature of checklist.countersignatures) {
    paragraph(doc, countersignStatementText(signature.statement_version, language));
    if (signature.signature_typed_name !== null) {
      paragraph(
        doc,
        text.countersignedByTyping(signature.name, signature.signature_typed_name, signature.signed_at),
        'Bold',
      );
      continue;
    }
    keepSpace(doc, signatureBox[1] + 40);
    doc.font('Bold').fontSize(9).fillColor(colours.muted).text(text.countersignature, margin, doc.y);
    const image = images.get(signature.id);
    if (!image || !drawImage(doc, image, signatureBox)) note(doc, text.imageUnreadable);
    doc.moveDown(0.3);
    paragraph(doc, `${signature.name} · ${signature.signed_at}`);
  }
}
