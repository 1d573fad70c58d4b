/** Pre-operation checklists: the driver's form, the lists, the detail and its PDF. */
export { checklistItemsFor } from './items.js';
export { checklistPdfs } from './pdf.js';
export { pdfLanguage, type PdfLanguage } from './pdf-i18n.js';
// The PDF layout (fonts with every accent, headings, label grids), for the other records printed alike.
export {
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
} from './pdf-layout.js';
