import { checklistRecordMessages, defectStatusLabels, siteSettingsMessages } from '@fleet-ops/shared';
import type { MessagePattern, Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  place: 'Lieu de l’inspection',
  placePlaceholder: 'Choisissez un lieu',
  placeTyped: 'Autre lieu (à saisir)',
  placeTypedLabel: 'Lieu',
  statementLegend: 'Déclaration (version {{version}})',
  accept: 'Je déclare que ce qui précède est exact et je signe cette liste.',
  signature: 'Signature',
  signatureHint: 'Signez avec le doigt dans le cadre.',
  clearSignature: 'Effacer',
  signByTyping: 'Signer en tapant votre nom',
  signByTypingHint:
    'Pas de doigt ni de souris? Signez en tapant votre nom : ce sera consigné comme une signature tapée.',
  typedSignature: 'Votre nom complet (signature tapée)',
  typedSignatureHint: 'Taper votre nom signe la déclaration ci-dessus, comme une signature dessinée.',
  signInBox: 'Signer plutôt dans le cadre',
  signedByTyping: 'Signée en tapant son nom : {{name}}, {{at}}',
  loadingSignature: 'Chargement du cadre de signature…',
  outOfService: 'Hors service : ne pas utiliser',
  openDefects: 'Défectuosités ouvertes :',
  major: 'majeure',
  minor: 'mineure',
  inspectedAt: 'Inspectée le',
  placeLabel: 'Lieu',
  duration: 'Ouverte / signée',
  signatureImage: 'Signature de {{operator}}',
  amendments: 'Modifications',
  noAmendments: 'Aucune modification.',
  addAmendment: 'Ajouter une modification',
  reason: 'Motif',
  correction: 'Correction',
  save: 'Ajouter',
  cancel: 'Annuler',
  amendmentBy: '{{at}} · {{author}}',
  defects: 'Défectuosités',
  statuses: defectStatusLabels.fr,
};

export const messagesFr: Record<string, string> = {
  [checklistRecordMessages.statementVersion]: 'Acceptez la déclaration en vigueur (version v2026-11).',
  [checklistRecordMessages.placeTooLong]: 'Le lieu doit compter au plus 100 caractères.',
  [checklistRecordMessages.placeUnknown]: 'Choisissez un des lieux de la liste.',
  [checklistRecordMessages.signatureNotPng]: 'La signature doit être une image PNG.',
  [checklistRecordMessages.signatureTooLarge]: 'La signature doit faire au plus 200 ko.',
  [checklistRecordMessages.timeInvalid]: 'Entrez une date et une heure valides (ISO 8601).',
  [checklistRecordMessages.timeInFuture]: 'Cette heure est dans le futur.',
  [checklistRecordMessages.timeTooOld]: 'Cette heure remonte à plus de 24 heures.',
  [checklistRecordMessages.openedAfterSigned]: 'Le formulaire ne peut pas avoir été ouvert après sa signature.',
  [checklistRecordMessages.noteTooLong]: 'Une note doit compter au plus 200 caractères.',
  [checklistRecordMessages.noteOnYes]: 'Une note ne peut accompagner qu’un élément marqué Non.',
  [checklistRecordMessages.reasonRequired]: 'Indiquez le motif de la modification.',
  [checklistRecordMessages.correctionRequired]: 'Décrivez la correction.',
  [checklistRecordMessages.reasonTooLong]: 'Le motif doit compter au plus 500 caractères.',
  [checklistRecordMessages.correctionTooLong]: 'La correction doit compter au plus 1000 caractères.',
  [checklistRecordMessages.amendmentAdded]: 'La modification a été ajoutée.',
  [checklistRecordMessages.deleted]: 'La liste de vérification a été supprimée.',
  [checklistRecordMessages.signatureNotFound]: 'Signature introuvable.',
  [checklistRecordMessages.placeRequired]: 'Choisissez ou saisissez le lieu de l’inspection.',
  [checklistRecordMessages.statementRequired]: 'Acceptez la déclaration pour signer la liste.',
  [checklistRecordMessages.signatureRequired]: 'Signez dans le cadre ou tapez votre nom.',
  [checklistRecordMessages.signatureTwice]: 'Signez dans le cadre ou en tapant votre nom, pas les deux.',
  [checklistRecordMessages.signatureTypedTooLong]: 'Une signature tapée doit compter au plus 100 caractères.',
  [checklistRecordMessages.everyItemRequired]: 'Marquez chaque élément Oui ou Non avant de soumettre.',
  [siteSettingsMessages.quickCheckInvalid]:
    'Le seuil de vérification rapide doit être un nombre entier de secondes de 0 à 3600.',
  [siteSettingsMessages.requireEveryItemInvalid]: 'Le choix « marquer chaque élément » doit être vrai ou faux.',
  [siteSettingsMessages.saved]: 'Les paramètres ont été enregistrés.',
};

/** The retention refusals name the first day a record may be deleted. */
export const messagePatternsFr: MessagePattern[] = [
  [
    /^Checklists are kept 6 months: this one can be deleted from (\d{4}-\d{2}-\d{2})\.$/,
    'Les listes de vérification sont conservées 6 mois : celle-ci peut être supprimée à partir du $1.',
  ],
  [
    /^This checklist opened a defect whose repair record is kept 12 months: it can be deleted from (\d{4}-\d{2}-\d{2})\.$/,
    'Cette liste a ouvert une défectuosité dont la réparation est conservée 12 mois : elle peut être supprimée à partir du $1.',
  ],
  [
    /^This vehicle has checklists \(kept 6 months\) or defect repair records \(kept 12 months\) that cannot be deleted yet: it can be deleted from (\d{4}-\d{2}-\d{2})\.$/,
    'Ce véhicule a des listes de vérification (conservées 6 mois) ou des réparations (conservées 12 mois) : il peut être supprimé à partir du $1.',
  ],
];
