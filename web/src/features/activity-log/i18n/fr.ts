import { activityLogMessages, activityLogTextsFr } from '@fleet-ops/shared';
import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Journal des véhicules',
  tableCaption: 'Journal des véhicules',
  search: 'Rechercher',
  searchPlaceholder: 'Numéro d’équipement, chauffeur, note…',
  columns: {
    equipmentNumber: 'No d’équipement',
    actionDate: 'Date de l’action',
    driverName: 'Chauffeur',
    log: 'Action',
    from: 'Affecté du',
    to: 'Affecté au',
    note: 'Note',
    by: 'Par',
  },
};

/** French for the log texts the server writes and for its query messages. */
export const messagesFr: Record<string, string> = {
  ...activityLogTextsFr,
  [activityLogMessages.noData]: 'Aucune donnée trouvée',
  [activityLogMessages.allDrivers]: 'Tous les chauffeurs',
  [activityLogMessages.clearFilter]: 'Effacer le filtre',
  [activityLogMessages.startDateInvalid]: 'La date de début doit être une date valide (AAAA-MM-JJ).',
  [activityLogMessages.driverInvalid]: 'Le chauffeur doit être un identifiant de chauffeur.',
};
