import { assignDriverMessages } from '@fleet-ops/shared';
import type { MessagePattern, Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Affecter un chauffeur',
  for: 'Chauffeurs du véhicule {{equipment}}',
  slots: 'Places de chauffeur',
  driver: 'Chauffeur {{slot}}',
  noDriver: 'Aucun chauffeur',
  disabledDriver: '{{name}} (désactivé)',
  licence: {
    expired: 'Permis expiré le {{date}}',
    expiring: 'Permis expire le {{date}}',
    cannotAssign: 'ne peut pas être affecté',
    within: 'expire dans {{days}} jours ou moins',
  },
  noteFor: 'Note pour',
  noteForSlot: 'Chauffeur {{slot}}',
  note: 'Note',
  temporary: 'Chauffeur temporaire',
  temporaryHint: 'Un chauffeur temporaire conduit du début à la fin ; le chauffeur de la place revient ensuite.',
  start: 'Début',
  end: 'Fin',
  useDateTime: 'Utiliser cette date et cette heure',
  clearDriver: 'Vider la place {{slot}}',
  clear: 'Effacer : {{field}}',
  hours: 'Heures',
  minutes: 'Minutes',
  save: 'Affecter',
  upcoming: 'Affectations à venir',
  noUpcoming: 'Aucune affectation à venir.',
  from: 'Du',
  to: 'Au',
  permanent: 'Jusqu’au remplacement',
  remove: 'Retirer',
  removeOf: 'Retirer l’affectation à venir de {{name}}',
  removeTitle: 'Retirer le chauffeur à venir',
};

/** French for the messages the assign driver modal and its API calls show. */
export const messagesFr: Record<string, string> = {
  [assignDriverMessages.driversRequired]: 'Les chauffeurs sont requis',
  [assignDriverMessages.driversInvalid]:
    'Les chauffeurs doivent être une liste de trois identifiants, 0 pour une place vide.',
  [assignDriverMessages.driversSame]: 'Un même chauffeur ne peut pas occuper deux places',
  [assignDriverMessages.driverRequired]: 'Le chauffeur est requis',
  [assignDriverMessages.driverUnknown]: 'Choisissez un des chauffeurs proposés.',
  [assignDriverMessages.driverDisabled]: 'Ce chauffeur est désactivé et ne peut pas être affecté.',
  [assignDriverMessages.driverArchived]: 'Ce chauffeur est archivé et ne peut pas être affecté.',
  [assignDriverMessages.noteRequired]: 'La note est requise',
  [assignDriverMessages.noteTooLong]: 'La note doit contenir au plus 500 caractères.',
  [assignDriverMessages.noteForRequired]: 'La place visée par la note est requise',
  [assignDriverMessages.noteForInvalid]: 'La note doit viser driver_1, driver_2 ou driver_3.',
  [assignDriverMessages.dateTimeInvalid]: 'Entrez une date et une heure au format AAAA-MM-JJ HH:mm:ss.',
  [assignDriverMessages.startRequired]: 'La date de début est requise pour un chauffeur temporaire.',
  [assignDriverMessages.endRequired]: 'La date de fin est requise pour un chauffeur temporaire.',
  [assignDriverMessages.pastStart]: 'Une date passée ne peut pas être la date de début.',
  [assignDriverMessages.pastEnd]: 'Une date passée ne peut pas être la date de fin.',
  [assignDriverMessages.endBeforeStart]: 'La date de fin doit suivre la date de début.',
  [assignDriverMessages.temporaryOverlap]: 'Un autre chauffeur temporaire occupe déjà cette place à ce moment.',
  [assignDriverMessages.nothingToRemove]: 'Aucun chauffeur à retirer de cette place.',
  [assignDriverMessages.assigned]: 'Les chauffeurs ont été affectés.',
  [assignDriverMessages.assignmentNotFound]: 'Affectation introuvable.',
  [assignDriverMessages.assignmentEnded]: 'Cette affectation est déjà terminée.',
  [assignDriverMessages.removed]: 'Le chauffeur à venir a été retiré.',
  [assignDriverMessages.confirmRemove]: 'Voulez-vous vraiment retirer le chauffeur à venir ?',
  [assignDriverMessages.driverNumberInvalid]: 'Le numéro de chauffeur doit être d1, d2 ou d3.',
};

/** The refusal that names a driver and their licence's expiry date. */
export const messagePatternsFr: MessagePattern[] = [
  [
    /^(.+) cannot be assigned: their licence expired on (\d{4}-\d{2}-\d{2})\.$/,
    '$1 ne peut pas être affecté : son permis a expiré le $2.',
  ],
];
