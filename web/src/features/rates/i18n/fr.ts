import { rateMessages } from '@fleet-ops/shared';
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

export const messagesFr: Record<string, string> = {
  [rateMessages.fullDayRateRequired]: 'Le tarif journée complète est obligatoire',
  [rateMessages.sharedDayRateRequired]: 'Le tarif journée partagée est obligatoire',
  [rateMessages.rateNumber]: 'Le tarif doit être un nombre.',
  [rateMessages.rateNegative]: 'Le tarif ne peut pas être négatif.',
  [rateMessages.rateDecimals]: 'Le tarif peut avoir au plus 2 décimales.',
  [rateMessages.rateTooLarge]: 'Le tarif doit être au plus 100000.',
  [rateMessages.notFound]: 'Tarif introuvable.',
  [rateMessages.updated]: 'Le tarif a été mis à jour.',
};
