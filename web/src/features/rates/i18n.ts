import { rateMessages } from '@fleet-ops/shared';
import { registerTranslations } from '../../lib/i18n';

/** The Rates screen's words (namespace `rates`). */
const en = {
  title: 'Rate for Vehicles',
  tableCaption: 'Daily rates per vehicle type',
  search: 'Search',
  searchPlaceholder: 'Vehicle type',
  exportCsv: 'Export CSV',
  columns: {
    vehicleType: 'Vehicle Type',
    fullDayRate: 'Full Day Rate',
    sharedDayRate: 'Shared Day Rate',
    actions: 'Actions',
  },
  edit: 'Edit rates for {{type}}',
  form: {
    title: 'Edit Rate',
    vehicleType: 'Vehicle Type',
    fullDayRate: 'Full Day Rate',
    sharedDayRate: 'Shared Day Rate',
    hint: 'Weeks already billed keep the rate they were saved with.',
    save: 'Save',
  },
};

const fr = {
  title: 'Tarifs des véhicules',
  tableCaption: 'Tarifs journaliers par type de véhicule',
  search: 'Recherche',
  searchPlaceholder: 'Type de véhicule',
  exportCsv: 'Exporter en CSV',
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

const messagesFr: Record<string, string> = {
  [rateMessages.fullDayRateRequired]: 'Le tarif journée complète est obligatoire',
  [rateMessages.sharedDayRateRequired]: 'Le tarif journée partagée est obligatoire',
  [rateMessages.rateNumber]: 'Le tarif doit être un nombre.',
  [rateMessages.rateNegative]: 'Le tarif ne peut pas être négatif.',
  [rateMessages.rateDecimals]: 'Le tarif peut avoir au plus 2 décimales.',
  [rateMessages.rateTooLarge]: 'Le tarif doit être au plus 100000.',
  [rateMessages.notFound]: 'Tarif introuvable.',
  [rateMessages.updated]: 'Le tarif a été mis à jour.',
};

registerTranslations('rates', { en, fr, messagesFr });
