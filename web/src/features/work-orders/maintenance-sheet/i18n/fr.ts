import { maintenanceSheetMessages as messages } from '@fleet-ops/shared';
import type { en } from './en';

export const fr: typeof en = {
  title: 'Fiche d’entretien obligatoire (SAAQ)',
  intro:
    'Vérifiez chaque composante, décrivez la réparation effectuée sur chacune qui n’est pas conforme, puis signez. L’enregistrement inscrit l’entretien obligatoire aux 6 mois comme fait.',
  notSaved: 'Pas encore remplie',
  savedOn: 'Enregistrée le {{when}}',
  download: 'Télécharger le PDF',
  weightMissing:
    'Ce véhicule n’a pas de poids nominal brut. Inscrivez-le d’abord dans la fiche du véhicule : à partir de 7 258 kg, la fiche exige les mesures des freins.',
  editVehicle: 'Modifier le véhicule',
  loadError: 'La fiche d’entretien n’a pas pu être chargée.',
  serviceDate: 'Date de l’entretien',
  odometer: 'Odomètre (km)',
  components: 'Composantes vérifiées',
  componentsHint: 'Les composantes du Règlement sur les normes de sécurité des véhicules routiers (C-24.2, r. 32).',
  results: {
    conforming: 'Conforme',
    not_conforming: 'Non conforme',
    not_applicable: 'Sans objet',
  },
  repair: 'Réparation effectuée',
  brakes: 'Mesures des garnitures de frein (mm)',
  brakesRequired: 'Requises : le poids nominal brut du véhicule est de 7 258 kg ou plus.',
  brakesOptional: 'Non requises sous 7 258 kg.',
  axle: 'Essieu {{axle}}',
  left: 'Gauche (mm)',
  right: 'Droite (mm)',
  addAxle: 'Ajouter un essieu',
  removeAxle: 'Retirer l’essieu {{axle}}',
  mechanic: 'Nom du mécanicien',
  signature: 'Signature du mécanicien',
  signatureHint: 'Signez avec le doigt ou la souris.',
  loadingSignature: 'Chargement de la zone de signature…',
  clearSignature: 'Effacer',
  signByTyping: 'Signer plutôt en tapant mon nom',
  typedSignature: 'Signature (nom tapé)',
  signInBox: 'Dessiner plutôt la signature',
  signedBefore: 'Signée en tapant son nom : {{name}}. Signez de nouveau pour enregistrer un changement.',
  signedDrawnBefore: 'Signée à la main. Signez de nouveau pour enregistrer un changement.',
  save: 'Enregistrer la fiche',
};

/** The server's messages about the sheet, in French (the server answers in English). */
export const messagesFr: Record<string, string> = {
  [messages.notFound]: 'Fiche d’entretien introuvable.',
  [messages.notMandatory]: 'Seul un bon de travail Entretien obligatoire (SAAQ) a une fiche d’entretien.',
  [messages.saved]: 'La fiche d’entretien a été enregistrée.',
  [messages.grossWeightMissing]:
    'Inscrivez d’abord le poids nominal brut dans la fiche du véhicule : il détermine si les mesures des freins sont requises.',
  [messages.serviceDateInFuture]: 'La date de l’entretien ne peut pas être dans le futur.',
  [messages.odometerRequired]: 'Inscrivez la lecture de l’odomètre.',
  [messages.odometerInvalid]: 'L’odomètre doit être un nombre entier de km de 0 à 9 999 999.',
  [messages.componentsIncomplete]: 'Donnez un résultat pour chaque composante de la liste.',
  [messages.componentUnknown]: 'Choisissez les composantes dans la liste, chacune une fois.',
  [messages.resultInvalid]: 'Le résultat doit être conforme, non conforme ou sans objet.',
  [messages.repairRequired]: 'Décrivez la réparation effectuée sur une composante non conforme.',
  [messages.brakesRequired]:
    'Un véhicule de 7 258 kg ou plus exige les mesures des garnitures de frein (au moins un essieu).',
  [messages.liningInvalid]: 'Une mesure de garniture de frein est en mm, de 0 à 40, avec au plus 2 décimales.',
  [messages.axleInvalid]: 'L’essieu est un nombre de 1 à 6.',
  [messages.axleRepeated]: 'Mesurez chaque essieu une seule fois.',
  [messages.mechanicRequired]: 'Inscrivez le nom du mécanicien.',
  [messages.signatureRequired]: 'Le mécanicien signe la fiche : dessinez la signature ou tapez le nom.',
  [messages.signatureInvalid]: 'La signature doit être une image PNG.',
  [messages.signatureTooLarge]: 'L’image de la signature est trop volumineuse.',
  [messages.kindLocked]: 'Ce bon de travail a une fiche d’entretien : il reste un bon Entretien obligatoire (SAAQ).',
};
