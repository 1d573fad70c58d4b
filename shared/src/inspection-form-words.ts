/** Inspection forms (issue 36): every message a person reads, in English (the server's) and French (the web's). */

export const inspectionFormMessages = {
  created: 'The inspection form has been created.',
  saved: 'The draft has been saved.',
  published: 'The new version has been published.',
  imported: 'The inspection form has been imported as a draft.',
  notFound: 'Inspection form not found.',
  versionNotFound: 'Version not found.',
  noPublishedVersion: 'This vehicle has no published inspection form. An admin publishes one on Inspection forms.',
  nameRequired: 'Enter the name in English.',
  nameFrRequired: 'Enter the name in French.',
  textTooLong: 'This text is too long.',
  kindInvalid: 'Choose pre-trip, post-trip or either.',
  validityInvalid: 'Choose how long an inspection is valid: the calendar day, 24 hours or the shift.',
  flagInvalid: 'Choose yes or no.',
  sectionsRequired: 'Add at least one section.',
  tooManySections: 'A form can have at most 50 sections.',
  tooManyItems: 'A section can have at most 200 items.',
  tooManyDefects: 'An item can have at most 60 defect descriptions.',
  sectionKeyInvalid: 'A section key is lower-case letters, digits and underscores (at most 60).',
  itemKeyInvalid: 'An item key is lower-case letters, digits and underscores (at most 60).',
  sectionKeysDuplicate: 'Each section needs its own key.',
  itemKeysDuplicate: 'Each item needs its own key across the whole form.',
  titleRequired: 'Enter the section title in English.',
  titleFrRequired: 'Enter the section title in French.',
  labelRequired: 'Enter the item label in English.',
  labelFrRequired: 'Enter the item label in French.',
  answerKindInvalid: 'Choose pass/fail or a number.',
  boundInvalid: 'Enter a number.',
  boundsReversed: 'The maximum must not be below the minimum.',
  numberFieldsOnPassFail: 'A unit and bounds apply only to a number item.',
  severityOrDefects: 'Give the item either a class (minor or major) or a list of defect descriptions, not both.',
  codeInvalid: 'A defect code is letters, digits, dots and dashes (at most 20), such as 1.1 or 1.A.',
  codesDuplicate: 'Each defect description of an item needs its own code.',
  defectTextRequired: 'Enter the defect description in English.',
  defectTextFrRequired: 'Enter the defect description in French.',
  classInvalid: 'The class must be minor or major.',
  regulatedUnchanged:
    'The regulation’s sections of this form cannot be changed, reordered or removed: only the section “Specific verifications required by the operator” can be edited.',
  defaultRequired: 'One form must stay the default: make another form the default instead.',
  vehicleUnknown: 'Unknown vehicle.',
  unchanged: 'Nothing has changed since the last published version: edit the draft before publishing.',
  noItems: 'Add at least one item before publishing.',
  importFormatInvalid: 'This file is not an exported Fleet Ops inspection form.',
  formVersionInvalid: 'This form is no longer the vehicle’s form. Reload the form and inspect again.',
  defectsInvalid: 'Each defect names an item and a code, with an optional note.',
  defectItemNotFailed: 'A defect is given only for an item answered no.',
  defectCodeUnknown: 'This code is not one of the item’s defect descriptions.',
  readingsInvalid: 'Each reading is a number given for one of the form’s number items.',
  readingOutOfBounds: 'This reading is outside the item’s bounds.',
} as const;

export function vehicleRuleTakenMessage(formName: string): string {
  return `A vehicle in this list already uses the form “${formName}”. Remove it there first.`;
}

export function parentTypeRuleTakenMessage(formName: string): string {
  return `A vehicle type in this list already uses the form “${formName}”. Remove it there first.`;
}

/** French for the messages above, keyed by the English text the server sends (the web translates by text). */
export const inspectionFormMessagesFr: Record<string, string> = {
  [inspectionFormMessages.created]: 'Le formulaire d’inspection a été créé.',
  [inspectionFormMessages.saved]: 'Le brouillon a été enregistré.',
  [inspectionFormMessages.published]: 'La nouvelle version a été publiée.',
  [inspectionFormMessages.imported]: 'Le formulaire d’inspection a été importé comme brouillon.',
  [inspectionFormMessages.notFound]: 'Formulaire d’inspection introuvable.',
  [inspectionFormMessages.versionNotFound]: 'Version introuvable.',
  [inspectionFormMessages.noPublishedVersion]:
    'Ce véhicule n’a aucun formulaire d’inspection publié. Un administrateur en publie un dans Formulaires d’inspection.',
  [inspectionFormMessages.nameRequired]: 'Entrez le nom en anglais.',
  [inspectionFormMessages.nameFrRequired]: 'Entrez le nom en français.',
  [inspectionFormMessages.textTooLong]: 'Ce texte est trop long.',
  [inspectionFormMessages.kindInvalid]: 'Choisissez avant le départ, après le trajet ou l’un ou l’autre.',
  [inspectionFormMessages.validityInvalid]:
    'Choisissez la durée de validité d’une inspection : la journée, 24 heures ou le quart de travail.',
  [inspectionFormMessages.flagInvalid]: 'Choisissez oui ou non.',
  [inspectionFormMessages.sectionsRequired]: 'Ajoutez au moins une section.',
  [inspectionFormMessages.tooManySections]: 'Un formulaire compte au plus 50 sections.',
  [inspectionFormMessages.tooManyItems]: 'Une section compte au plus 200 points.',
  [inspectionFormMessages.tooManyDefects]: 'Un point compte au plus 60 descriptions de défectuosité.',
  [inspectionFormMessages.sectionKeyInvalid]:
    'La clé d’une section s’écrit en minuscules, chiffres et traits de soulignement (60 au plus).',
  [inspectionFormMessages.itemKeyInvalid]:
    'La clé d’un point s’écrit en minuscules, chiffres et traits de soulignement (60 au plus).',
  [inspectionFormMessages.sectionKeysDuplicate]: 'Chaque section doit avoir sa propre clé.',
  [inspectionFormMessages.itemKeysDuplicate]: 'Chaque point doit avoir sa propre clé dans tout le formulaire.',
  [inspectionFormMessages.titleRequired]: 'Entrez le titre de la section en anglais.',
  [inspectionFormMessages.titleFrRequired]: 'Entrez le titre de la section en français.',
  [inspectionFormMessages.labelRequired]: 'Entrez le libellé du point en anglais.',
  [inspectionFormMessages.labelFrRequired]: 'Entrez le libellé du point en français.',
  [inspectionFormMessages.answerKindInvalid]: 'Choisissez conforme/non conforme ou un nombre.',
  [inspectionFormMessages.boundInvalid]: 'Entrez un nombre.',
  [inspectionFormMessages.boundsReversed]: 'Le maximum ne peut pas être inférieur au minimum.',
  [inspectionFormMessages.numberFieldsOnPassFail]: 'Une unité et des limites ne s’appliquent qu’à un point numérique.',
  [inspectionFormMessages.severityOrDefects]:
    'Donnez au point soit une classe (mineure ou majeure), soit une liste de défectuosités, pas les deux.',
  [inspectionFormMessages.codeInvalid]:
    'Un code de défectuosité s’écrit en lettres, chiffres, points et tirets (20 au plus), par exemple 1.1 ou 1.A.',
  [inspectionFormMessages.codesDuplicate]: 'Chaque défectuosité d’un point doit avoir son propre code.',
  [inspectionFormMessages.defectTextRequired]: 'Entrez la description de la défectuosité en anglais.',
  [inspectionFormMessages.defectTextFrRequired]: 'Entrez la description de la défectuosité en français.',
  [inspectionFormMessages.classInvalid]: 'La classe doit être mineure ou majeure.',
  [inspectionFormMessages.regulatedUnchanged]:
    'Les sections réglementaires de ce formulaire ne peuvent être ni modifiées, ni déplacées, ni retirées : seule la section « Vérifications particulières exigées par l’exploitant » peut l’être.',
  [inspectionFormMessages.defaultRequired]:
    'Un formulaire doit rester celui par défaut : choisissez plutôt un autre formulaire par défaut.',
  [inspectionFormMessages.vehicleUnknown]: 'Véhicule inconnu.',
  [inspectionFormMessages.unchanged]:
    'Rien n’a changé depuis la dernière version publiée : modifiez le brouillon avant de publier.',
  [inspectionFormMessages.noItems]: 'Ajoutez au moins un point avant de publier.',
  [inspectionFormMessages.importFormatInvalid]: 'Ce fichier n’est pas un formulaire d’inspection exporté de Fleet Ops.',
  [inspectionFormMessages.formVersionInvalid]:
    'Ce formulaire n’est plus celui du véhicule. Rechargez le formulaire et refaites l’inspection.',
  [inspectionFormMessages.defectsInvalid]: 'Chaque défectuosité indique un point et un code, avec une note au besoin.',
  [inspectionFormMessages.defectItemNotFailed]: 'Une défectuosité ne s’indique que pour un point répondu non.',
  [inspectionFormMessages.defectCodeUnknown]: 'Ce code ne fait pas partie des défectuosités de ce point.',
  [inspectionFormMessages.readingsInvalid]:
    'Chaque mesure est un nombre donné pour un des points à mesurer du formulaire.',
  [inspectionFormMessages.readingOutOfBounds]: 'Cette mesure est hors des limites du point.',
};

/** French for the two messages that name a form. */
export function vehicleRuleTakenMessageFr(formName: string): string {
  return `Un véhicule de cette liste utilise déjà le formulaire « ${formName} ». Retirez-le d’abord de celui-ci.`;
}

export function parentTypeRuleTakenMessageFr(formName: string): string {
  return `Un type de véhicule de cette liste utilise déjà le formulaire « ${formName} ». Retirez-le d’abord de celui-ci.`;
}
