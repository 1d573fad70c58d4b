import { checklistItemLabelsFr, checklistMessages } from '@fleet-ops/shared';
import type { MessagePattern, Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  dashboardTitle: 'Liste de vérification pré-opérationnelle',
  listTitle: 'Listes de vérification pré-opérationnelles',
  form: {
    newButton: 'Nouvelle vérification pré-opérationnelle',
    equipmentNumber: 'Numéro d’équipement',
    selectEquipment: 'Choisir l’équipement',
    selectOperator: 'Choisir l’opérateur',
    noVehicles: 'Aucun véhicule ne vous est actuellement assigné',
    date: 'Date',
    odmRead: 'Lecture de l’odomètre',
    lastReading: 'Dernière lecture : {{reading}}',
    operator: 'Opérateur',
    vehicleType: 'Type de véhicule',
    oilLife: 'Vie de l’huile (%)',
    oilLifeHint: 'Indiquez la vie de l’huile entre 0 et 100 %',
    help: 'Si un problème est trouvé, mettez l’élément au rouge et décrivez-le dans la zone de commentaire.',
    itemsLegend: 'Éléments de la liste',
    chooseVehicleFirst: 'Choisissez l’équipement pour voir sa liste.',
    loadingItems: 'Chargement de la liste de ce véhicule…',
    yes: 'Oui',
    no: 'Non',
    remarks: 'Décrivez le problème trouvé sur votre véhicule',
    photos: 'Photos du problème',
    addPhotos: 'Prendre ou ajouter des photos',
    photosHint: 'Jusqu’à 5 photos PNG ou JPEG, 10 Mo chacune.',
    removePhoto: 'Retirer {{name}}',
    submit: 'Soumettre',
    loadingOptions: 'Chargement de vos véhicules…',
    backdateReason: 'Raison de la date antérieure',
    backdateReasonHint:
      'Une liste datée d’avant le {{date}} demande une raison; elle est conservée dans le journal d’audit.',
  },
  list: {
    caption: 'Listes de vérification pré-opérationnelles',
    search: 'Recherche',
    searchPlaceholder: 'Équipement, opérateur, véhicule ou NIV',
    issuesOnly: 'Seulement les listes avec un problème',
    showAll: 'Afficher toutes les listes',
    open: 'Voir',
    openChecklist: 'Voir la liste de {{equipment}} du {{date}}',
    issue: 'Problème',
    noIssue: 'OK',
    yes: 'Oui',
    no: 'Non',
    columns: {
      date: 'Date',
      operator: 'Opérateur',
    },
  },
  ownership: { own: 'Propriété', lease: 'Location longue durée', rent: 'Location' },
  detail: {
    title: 'Liste de vérification pré-opérationnelle',
    downloadPdf: 'Télécharger le PDF',
    equipmentNo: 'N° d’équipement',
    date: 'Date',
    operator: 'Opérateur',
    vehicleType: 'Type de véhicule',
    odmRead: 'Lecture de l’odomètre',
    oilLife: 'Vie de l’huile (%)',
    remarks: 'Remarques',
    attachments: 'Pièces jointes',
    showAttachments: 'Afficher les pièces jointes',
    hideAttachments: 'Masquer les pièces jointes',
    attachment: 'Pièce jointe # {{number}}',
    noAttachments: 'Aucune pièce jointe',
    item: 'Élément',
    answer: 'Réponse',
  },
  // The same names the French PDF prints (shared, so the two never drift apart). The shared table
  // is keyed by any string; the completeness test holds it to every item the English names.
  items: checklistItemLabelsFr as Translated<typeof en>['items'],
};

export const messagesFr: Record<string, string> = {
  [checklistMessages.invalidForm]:
    'Veuillez remplir tous les champs requis et mettre chaque élément au vert ou au rouge.',
  [checklistMessages.noItems]: 'Veuillez sélectionner au moins un élément de la liste',
  [checklistMessages.itemsMismatch]:
    'Les éléments de la liste ne correspondent pas à ce véhicule. Choisissez le véhicule de nouveau.',
  [checklistMessages.oilLifeRange]: 'Indiquez la vie de l’huile entre 0 et 100 %',
  [checklistMessages.equipmentRequired]: 'Le numéro d’équipement est requis',
  [checklistMessages.equipmentUnknown]: 'Choisissez un des véhicules de la liste.',
  [checklistMessages.vehicleTypeRequired]: 'Le type de véhicule est requis',
  [checklistMessages.operatorRequired]: 'L’opérateur est requis',
  [checklistMessages.operatorUnknown]: 'Choisissez l’opérateur parmi les chauffeurs disponibles.',
  [checklistMessages.dateRequired]: 'La date est requise',
  [checklistMessages.dateInvalid]: 'Entrez une date valide (AAAA-MM-JJ).',
  [checklistMessages.dateInFuture]: 'La date ne peut pas être dans le futur.',
  [checklistMessages.backdateReasonTooLong]: 'La raison de la date antérieure doit compter au plus 500 caractères.',
  [checklistMessages.odmRequired]: 'La lecture de l’odomètre est requise',
  [checklistMessages.odmInvalid]: 'La lecture de l’odomètre doit être un nombre entier de 0 à 9999999.',
  [checklistMessages.remarksRequired]: 'Décrivez le problème trouvé dans les remarques.',
  [checklistMessages.remarksTooLong]: 'Les remarques doivent compter au plus 1000 caractères.',
  [checklistMessages.tooManyFiles]: 'Au plus 5 photos peuvent être jointes.',
  [checklistMessages.fileTooLarge]: 'Chaque photo doit faire au plus 10 Mo.',
  [checklistMessages.fileNotPhoto]: 'Joignez des photos PNG ou JPEG.',
  [checklistMessages.unexpectedFile]: 'Joignez les photos dans le champ « file ».',
  [checklistMessages.created]: 'La liste de vérification a été soumise.',
  [checklistMessages.notFound]: 'Liste de vérification introuvable.',
  [checklistMessages.attachmentNotFound]: 'Pièce jointe introuvable.',
  [checklistMessages.vehicleNotFound]: 'Véhicule introuvable.',
};

/** Messages that name a date or a reading. */
export const messagePatternsFr: MessagePattern[] = [
  [/^Choose a date from (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})\.$/, 'Choisissez une date du $1 au $2.'],
  [
    /^Give a reason to date a checklist before (\d{4}-\d{2}-\d{2})\.$/,
    'Indiquez pourquoi la liste est datée d’avant le $1.',
  ],
];
