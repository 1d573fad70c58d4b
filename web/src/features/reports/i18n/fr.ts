import { reportColumnLabelsFr, reportMessages } from '@fleet-ops/shared';
import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  titles: {
    cleaning: 'Rapport de nettoyage',
    renewal: 'Rapport de renouvellement des immatriculations',
    maintenance: 'Rapport d’entretien',
    incident: 'Rapport d’incidents',
    vehicleTypes: 'Rapport par type de véhicule',
    preUse: 'Rapport d’inspection avant utilisation',
    profitLoss: 'Rapport des profits et pertes',
  },
  captions: {
    cleaning: 'Nettoyage par véhicule et par semaine',
    renewal: 'Immatriculations, assurances et vignettes à renouveler',
    maintenance: 'Rendez-vous d’entretien par véhicule',
    incident: 'Inspections des extincteurs expirées ou à venir',
    vehicleTypes: 'Véhicules par type et par propriété',
    preUse: 'Listes de vérification avant utilisation par véhicule',
    preUseGaps: 'Jours en service sans inspection valide',
    profitLoss: 'Profits et pertes par véhicule',
  },
  charts: {
    complianceByWeek: 'Conformité (%) par semaine',
    appointmentsByWeek: 'Rendez-vous d’entretien par semaine',
    inspectionsByMonth: 'Inspections par mois d’expiration',
    renewalsByMonth: 'Renouvellements par mois d’expiration',
    vehiclesByType: 'Véhicules par type',
    profitLossByWeek: 'Profits et pertes par semaine',
  },
  search: 'Rechercher',
  searchPlaceholder: 'N° d’équipement, véhicule, type, chauffeur',
  totalsOfRange: 'La ligne des totaux additionne toute la période, pas seulement les lignes trouvées par la recherche.',
  loadError: 'Le rapport n’a pas pu être chargé. Vérifiez les dates et réessayez.',
  range: {
    period: 'Période',
    custom: 'Période personnalisée',
    from: 'Du',
    to: 'Au',
    presets: {
      thisWeek: 'Cette semaine',
      lastWeek: 'La semaine dernière',
      thisMonth: 'Ce mois-ci',
      lastMonth: 'Le mois dernier',
      thisYear: 'Cette année',
    },
  },
  types: {
    parentType: 'Type de véhicule',
    allParentTypes: 'Tous les types de véhicule',
    expiry: 'Afficher',
    all: 'Expirés et à venir',
    expired: 'Expirés',
    upcoming: 'À venir',
  },
  table: {
    total: 'Total',
    totalVehicles_one: 'Total : {{count}} véhicule',
    totalVehicles_other: 'Total : {{count}} véhicules',
    totalInspections_one: 'Total : {{count}} inspection',
    totalInspections_other: 'Total : {{count}} inspections',
    statusCounts: '{{expired}} expirés, {{upcoming}} à venir',
  },
  values: {
    yes: 'Oui',
    no: 'Non',
  },
  status: {
    expired: 'Expiré',
    upcoming: 'À venir',
    ok: 'Valide',
  },
  ownership: {
    own: 'Propriété',
    lease: 'Location longue durée',
    rent: 'Location',
  },
  gaps: {
    title: 'Jours en service sans inspection valide',
    date: 'Date',
    drivers: 'Chauffeurs',
  },
  columns: reportColumnLabelsFr,
  profitLossDescriptions: {
    billing: 'Facturation du suivi : les montants des semaines de suivi du véhicule dans la période',
    revenue: 'Autres revenus saisis dans les dépenses hebdomadaires du véhicule',
    income: 'Facturation + Revenus',
    rental_cost: 'Coût de location des dépenses hebdomadaires',
    gas: 'Essence des dépenses hebdomadaires',
    ins: 'Assurance (ISC) des dépenses hebdomadaires',
    maintenance: 'Entretien des dépenses hebdomadaires',
    expenses: 'Coût de location + Essence + Assurance + Entretien',
    net: 'Produits − Dépenses',
  },
};

export const messagesFr: Record<string, string> = {
  [reportMessages.startDateRequired]: 'La date de début est obligatoire.',
  [reportMessages.startDateInvalid]: 'La date de début doit être une date valide (AAAA-MM-JJ).',
  [reportMessages.endDateRequired]: 'La date de fin est obligatoire.',
  [reportMessages.endDateInvalid]: 'La date de fin doit être une date valide (AAAA-MM-JJ).',
  [reportMessages.endBeforeStart]: 'La date de fin doit être égale ou postérieure à la date de début.',
  [reportMessages.rangeTooLong]: 'La période peut couvrir au plus 3 ans.',
  [reportMessages.typeInvalid]: 'Type de rapport inconnu.',
};
