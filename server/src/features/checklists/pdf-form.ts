import type { ChecklistDetail, InspectionItem, InspectionSection } from '@fleet-ops/shared';
import { colours, contentWidth, heading, keepSpace, line, margin, note, paragraph, type Doc } from './pdf-layout.js';
import { answerText, type PdfLanguage, type PdfStrings } from './pdf-i18n.js';

/** The form version a checklist was filled on, as the PDF prints it (issue 36). */
export type PdfForm = {
  name: string;
  nameFr: string;
  version: number;
  sections: InspectionSection[];
  /** The code of the description found, per failed item (from the defects it opened). */
  codes: Map<string, string>;
};

type Answer = ChecklistDetail['checklist_items'][number];

const pick = (language: PdfLanguage, en: string, fr: string) => (language === 'fr' ? fr || en : en);

/** One row: the item, its class (the item's or the description's found), and the answer (N/A in grey). */
function itemRow(
  doc: Doc,
  cells: { item: string; itemClass: string; answer: string; failed: boolean; muted?: boolean },
) {
  const answerWidth = 60;
  const classWidth = 80;
  const itemWidth = contentWidth(doc) - answerWidth - classWidth;
  const height =
    doc
      .font('Body')
      .fontSize(11)
      .heightOfString(cells.item, { width: itemWidth - 8 }) + 8;
  keepSpace(doc, height);
  const top = doc.y;
  doc.font(cells.failed ? 'Bold' : 'Body').fillColor(colours.text);
  doc.text(cells.item, margin, top + 4, { width: itemWidth - 8 });
  doc.text(cells.itemClass, margin + itemWidth, top + 4, { width: classWidth - 8 });
  doc
    .fillColor(cells.failed ? colours.no : cells.muted ? colours.muted : colours.yes)
    .text(cells.answer, margin + itemWidth + classWidth, top + 4, { width: answerWidth });
  doc.y = top + height;
  line(doc);
}

/** The class printed for an item: the description found when one was, else the item's own. */
function classOf(item: InspectionItem, answer: Answer, code: string | undefined, text: PdfStrings) {
  const found = code ? item.defects.find((defect) => defect.code === code) : undefined;
  const itemClass = found?.class ?? item.severity ?? answer.severity;
  return itemClass === 'major' ? text.major : text.minor;
}

/**
 * The form's sections in their order, each under its own heading (the site's own section, after
 * the regulation's, stands apart under its title), with every item asked and its answer. Items
 * the checklist did not ask (equipment the vehicle does not carry) are left out.
 */
export function formSections(
  doc: Doc,
  form: PdfForm,
  checklist: ChecklistDetail,
  language: PdfLanguage,
  text: PdfStrings,
) {
  const answers = new Map(checklist.checklist_items.map((answer) => [answer.item, answer]));
  note(doc, text.formVersion(pick(language, form.name, form.nameFr), form.version));
  for (const section of form.sections) {
    const asked = section.items.filter((item) => answers.has(item.key));
    if (asked.length === 0) continue;
    heading(doc, pick(language, section.title, section.title_fr));
    itemRow(doc, { item: text.item, itemClass: text.itemClass, answer: text.answer, failed: false });
    for (const item of asked) {
      const answer = answers.get(item.key)!;
      const failed = answer.answer === 'no';
      itemRow(doc, {
        item: pick(language, item.label, item.label_fr),
        itemClass: classOf(item, answer, form.codes.get(item.key), text),
        answer: answerText(answer.answer, text),
        failed,
        muted: answer.answer === 'na',
      });
      if (answer.reading !== undefined) {
        note(doc, text.reading(new Intl.NumberFormat(text.locale).format(answer.reading), item.unit));
      }
      if (answer.note) note(doc, `${text.noteLabel} ${answer.note}`);
    }
  }
  doc.x = margin;
}

/** A defect line with the description found: "Coupling devices · 1.A Coupling plate ... (Major): Open". */
export function codedDefectLine(
  form: PdfForm,
  entry: { item: string; severity: string; status: string },
  language: PdfLanguage,
  text: PdfStrings,
): string | undefined {
  const code = form.codes.get(entry.item);
  const item = form.sections.flatMap((section) => section.items).find((candidate) => candidate.key === entry.item);
  if (!item) return undefined;
  const found = code ? item.defects.find((defect) => defect.code === code) : undefined;
  const label = pick(language, item.label, item.label_fr);
  const described = found ? `${label} · ${found.code} ${pick(language, found.text, found.text_fr)}` : label;
  return text.defectLine(described, entry.severity, entry.status);
}

/** Until when the inspection counts, after the fields (the form's validity, issue 36). */
export function validityLine(doc: Doc, checklist: ChecklistDetail, text: PdfStrings) {
  paragraph(doc, text.validUntil(checklist.valid_until), 'Bold');
}
