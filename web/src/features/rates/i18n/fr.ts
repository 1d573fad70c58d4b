import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Tarifs des véhicules',
  tableCaption: 'Tarifs journaliers par type de véhicule',
  search: 'Recherche',
  searchPlaceholder: 'Type de véhicule',
  columns: {
    vehicleType: 'Type de véhicule',
    fullDayRate: 'Tarif journée complète',
    sharedDayRate: 'Tarif journée partagée',
    actions: 'Actions',
  },
  edit: 'Modifier les tarifs de {{type}}',
  form: {
    title: 'Modifier le tarif',
    vehicleType: 'Type de véhicule',
    fullDayRate: 'Tarif journée complète',
    sharedDayRate: 'Tarif journée partagée',
    hint: 'Les semaines déjà facturées gardent le tarif enregistré.',
    save: 'Enregistrer',
  },
};

/** The server's messages in French, written once in shared: the imports' French answers read them too. */
export { rateMessagesFr as messagesFr } from '@fleet-ops/shared';
