import { checklistItemLabel, checklistItemLabelsFr, defectStatusLabels } from '@fleet-ops/shared';

/** The languages the PDF prints in: the web app's two. */
export type PdfLanguage = 'en' | 'fr';

/**
 * The reader's language: `?lang=` when the web app sends it (the language the person chose), else
 * the first of English or French in Accept-Language by preference, else English.
 */
export function pdfLanguage(lang: PdfLanguage | undefined, acceptLanguage: string | undefined): PdfLanguage {
  if (lang) return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: quality ? Number(quality.trim().slice(2)) : 1, index };
    })
    .filter((entry) => (entry.base === 'en' || entry.base === 'fr') && entry.q > 0)
    .sort((first, second) => second.q - first.q || first.index - second.index);
  return (ranked[0]?.base as PdfLanguage | undefined) ?? 'en';
}

const en = {
  title: 'Pre-OP Checklist: inspection record',
  generated: (id: number, at: string, zone: string) => `Fleet Ops · Checklist #${id} · Generated ${at} (${zone})`,
  unit: 'Unit (Equipment No.)',
  plate: 'Licence Plate',
  operator: 'Operator',
  inspectedAt: 'Date and time of inspection',
  place: 'Place',
  vehicle: 'Vehicle',
  vin: 'VIN',
  odometer: 'Odometer (ODM Read)',
  hours: 'Engine hours',
  oilLife: 'Oil Life (%)',
  checklistDate: 'Checklist date',
  duration: 'Form opened / signed',
  durationValue: (opened: string, signed: string, seconds: number) => `${opened} / ${signed} (${seconds} s)`,
  remarks: 'Remarks',
  items: 'Checklist items',
  item: 'Item',
  itemClass: 'Class',
  answer: 'Answer',
  major: 'Major',
  minor: 'Minor',
  yes: 'Yes',
  no: 'No',
  notApplicable: 'N/A',
  reading: (value: string, unit: string | null) => `Reading: ${unit ? `${value} ${unit}` : value}`,
  noteLabel: 'Note:',
  defectsFound: 'Defects found',
  noDefect: 'No defect',
  defectLine: (label: string, severity: string, status: string) => `${label} (${severity}): ${status}`,
  statuses: defectStatusLabels.en as Record<string, string>,
  statement: 'Signed statement',
  statementVersion: (version: string) => `Declaration version ${version}`,
  signature: 'Signature of the operator',
  signedByTyping: (name: string, at: string) => `Signed by typing: ${name}, ${at}`,
  notSigned: 'NOT SIGNED',
  notSignedDetail: 'The operator did not accept the declaration or did not sign this checklist.',
  amendments: 'Amendments',
  noAmendments: 'No amendment.',
  amendmentBy: (author: string, at: string) => `${at} · ${author}`,
  reason: 'Reason:',
  correction: 'Correction:',
  photos: 'Photos',
  noPhotos: 'No photos were attached.',
  attachment: (index: number, name: string) => `Attachment # ${index}: ${name}`,
  svgPhoto: (caption: string) => `${caption} (SVG image, not embedded in this PDF).`,
  unreadablePhoto: (caption: string) => `${caption} (the image could not be read).`,
  imageUnreadable: 'The image could not be read.',
  footer: (id: number, unit: string, date: string, page: number, pages: number) =>
    `Pre-OP Checklist #${id} · ${unit} · ${date} · Page ${page} of ${pages}`,
  itemLabel: (item: string) => checklistItemLabel(item),
  locale: 'en-CA',
  validUntil: (at: string) => `Valid until ${at}`,
  formVersion: (name: string, version: number) => `Form: ${name}, version ${version}`,
  countersignatures: 'Countersignatures',
  noCountersignature: 'No countersignature.',
  countersignature: 'Countersignature of the driver',
  countersignedByTyping: (name: string, typed: string, at: string) => `${name} · signed by typing: ${typed}, ${at}`,
};

export type PdfStrings = typeof en;

const fr: PdfStrings = {
  title: 'Liste de vérification : registre d’inspection',
  generated: (id, at, zone) => `Fleet Ops · Liste nº ${id} · Produit le ${at} (${zone})`,
  unit: 'Unité (nº d’équipement)',
  plate: 'Plaque d’immatriculation',
  operator: 'Opérateur',
  inspectedAt: 'Date et heure de l’inspection',
  place: 'Lieu',
  vehicle: 'Véhicule',
  vin: 'NIV',
  odometer: 'Odomètre',
  hours: 'Heures moteur',
  oilLife: 'Durée de vie de l’huile (%)',
  checklistDate: 'Date de la liste',
  duration: 'Formulaire ouvert / signé',
  durationValue: (opened, signed, seconds) => `${opened} / ${signed} (${seconds} s)`,
  remarks: 'Remarques',
  items: 'Éléments vérifiés',
  item: 'Élément',
  itemClass: 'Classe',
  answer: 'Réponse',
  major: 'Majeure',
  minor: 'Mineure',
  yes: 'Oui',
  no: 'Non',
  notApplicable: 'S. O.',
  reading: (value, unit) => `Lecture : ${unit ? `${value} ${unit}` : value}`,
  noteLabel: 'Note :',
  defectsFound: 'Défectuosités constatées',
  noDefect: 'Aucune défectuosité',
  defectLine: (label, severity, status) => `${label} (${severity}) : ${status}`,
  statuses: defectStatusLabels.fr,
  statement: 'Déclaration signée',
  statementVersion: (version) => `Déclaration, version ${version}`,
  signature: 'Signature de l’opérateur',
  signedByTyping: (name, at) => `Signée en tapant son nom : ${name}, ${at}`,
  notSigned: 'NON SIGNÉE',
  notSignedDetail: 'L’opérateur n’a pas accepté la déclaration ou n’a pas signé cette liste.',
  amendments: 'Modifications',
  noAmendments: 'Aucune modification.',
  amendmentBy: (author, at) => `${at} · ${author}`,
  reason: 'Motif :',
  correction: 'Correction :',
  photos: 'Photos',
  noPhotos: 'Aucune photo jointe.',
  attachment: (index, name) => `Pièce jointe nº ${index} : ${name}`,
  svgPhoto: (caption) => `${caption} (image SVG, non intégrée à ce PDF).`,
  unreadablePhoto: (caption) => `${caption} (l’image n’a pas pu être lue).`,
  imageUnreadable: 'L’image n’a pas pu être lue.',
  footer: (id, unit, date, page, pages) => `Liste nº ${id} · ${unit} · ${date} · Page ${page} de ${pages}`,
  itemLabel: (item) => checklistItemLabelsFr[item] ?? checklistItemLabel(item),
  locale: 'fr-CA',
  validUntil: (at) => `Valide jusqu’au ${at}`,
  formVersion: (name, version) => `Formulaire : ${name}, version ${version}`,
  countersignatures: 'Contresignatures',
  noCountersignature: 'Aucune contresignature.',
  countersignature: 'Contresignature du conducteur',
  countersignedByTyping: (name, typed, at) => `${name} · signée en tapant son nom : ${typed}, ${at}`,
};

export const pdfStrings: Record<PdfLanguage, PdfStrings> = { en, fr };

/** An item's answer in the reader's words: Yes, No, or N/A (« S. O. », sans objet). */
export function answerText(answer: 'yes' | 'no' | 'na', text: PdfStrings): string {
  return answer === 'na' ? text.notApplicable : answer === 'no' ? text.no : text.yes;
}
