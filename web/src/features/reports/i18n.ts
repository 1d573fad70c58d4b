import { reportColumnLabels, reportColumnLabelsFr, reportMessages } from '@fleet-ops/shared';
import { registerTranslations } from '../../lib/i18n';

/**
 * The Reports screens' words (namespace `reports`). Column headers are keyed by the row field and
 * read in English as the CSV export's headers (`shared/src/reports-columns.ts`), which a test holds.
 */
const en = {
  titles: {
    cleaning: 'Cleaning Report',
    renewal: 'Reg. Renewal Report',
    maintenance: 'Maintenance Report',
    incident: 'Incident Report',
    vehicleTypes: 'Vehicle Types Report',
    preUse: 'Pre Use Inspection Report',
    profitLoss: 'Profit & Loss Report',
  },
  captions: {
    cleaning: 'Cleaning per vehicle and week',
    renewal: 'Registrations, insurances and stickers to renew',
    maintenance: 'Maintenance appointments per vehicle',
    incident: 'Fire extinguisher inspections expired or expiring',
    vehicleTypes: 'Vehicles by type and ownership',
    preUse: 'Pre-use checklists per vehicle',
    preUseGaps: 'Days in use without a checklist',
    profitLoss: 'Profit and loss per vehicle',
  },
  charts: {
    complianceByWeek: 'Compliance % by week',
    appointmentsByWeek: 'Maintenance appointments by week',
    inspectionsByMonth: 'Inspections by month of expiry',
    renewalsByMonth: 'Renewals by month of expiry',
    vehiclesByType: 'Vehicles by type',
    profitLossByWeek: 'Profit & Loss by week',
  },
  exportCsv: 'Export CSV',
  search: 'Search',
  searchPlaceholder: 'Equipment number, vehicle, type, driver',
  totalsOfRange: 'The totals row adds up the whole range, not only the rows that match the search.',
  loadError: 'The report could not be loaded. Check the dates and try again.',
  range: {
    period: 'Period',
    custom: 'Custom range',
    from: 'From',
    to: 'To',
    presets: {
      thisWeek: 'This week',
      lastWeek: 'Last week',
      thisMonth: 'This month',
      lastMonth: 'Last month',
      thisYear: 'This year',
    },
  },
  types: {
    parentType: 'Vehicle Type',
    allParentTypes: 'All vehicle types',
    expiry: 'Show',
    all: 'Expired and upcoming',
    expired: 'Expired',
    upcoming: 'Upcoming',
  },
  table: {
    total: 'Total',
    totalVehicles_one: 'Total: {{count}} vehicle',
    totalVehicles_other: 'Total: {{count}} vehicles',
    totalInspections_one: 'Total: {{count}} inspection',
    totalInspections_other: 'Total: {{count}} inspections',
    statusCounts: '{{expired}} expired, {{upcoming}} upcoming',
  },
  values: {
    yes: 'Yes',
    no: 'No',
  },
  status: {
    expired: 'Expired',
    upcoming: 'Upcoming',
    ok: 'Valid',
  },
  ownership: {
    own: 'Own',
    lease: 'Lease',
    rent: 'Rent',
  },
  gaps: {
    title: 'Days in use without a checklist',
    date: 'Date',
    drivers: 'Drivers',
  },
  columns: reportColumnLabels,
  /** What a Profit & Loss column adds up, shown in its header's tooltip. */
  profitLossDescriptions: {
    billing: 'Tracking billing: the amounts of the vehicle’s tracking weeks in the range',
    revenue: 'Other revenue entered on the vehicle’s weekly expense records',
    income: 'Billing + Revenue',
    rental_cost: 'Rental cost from the weekly expense records',
    gas: 'Gas from the weekly expense records',
    ins: 'Insurance (ISC) from the weekly expense records',
    maintenance: 'Maintenance from the weekly expense records',
    expenses: 'Rental Cost + Gas + Insurance + Maintenance',
    net: 'Income − Expenses',
  },
};

const fr = {
  titles: {
    cleaning: 'Rapport de nettoyage',
    renewal: 'Rapport de renouvellement des immatriculations',
    maintenance: "Rapport d'entretien",
    incident: "Rapport d'incidents",
    vehicleTypes: 'Rapport par type de véhicule',
    preUse: "Rapport d'inspection avant utilisation",
    profitLoss: 'Rapport des profits et pertes',
  },
  captions: {
    cleaning: 'Nettoyage par véhicule et par semaine',
    renewal: 'Immatriculations, assurances et vignettes à renouveler',
    maintenance: "Rendez-vous d'entretien par véhicule",
    incident: 'Inspections des extincteurs expirées ou à venir',
    vehicleTypes: 'Véhicules par type et par propriété',
    preUse: 'Listes de vérification avant utilisation par véhicule',
    preUseGaps: 'Jours en service sans liste de vérification',
    profitLoss: 'Profits et pertes par véhicule',
  },
  charts: {
    complianceByWeek: 'Conformité (%) par semaine',
    appointmentsByWeek: "Rendez-vous d'entretien par semaine",
    inspectionsByMonth: "Inspections par mois d'expiration",
    renewalsByMonth: "Renouvellements par mois d'expiration",
    vehiclesByType: 'Véhicules par type',
    profitLossByWeek: 'Profits et pertes par semaine',
  },
  exportCsv: 'Exporter en CSV',
  search: 'Rechercher',
  searchPlaceholder: "N° d'équipement, véhicule, type, chauffeur",
  totalsOfRange: 'La ligne des totaux additionne toute la période, pas seulement les lignes trouvées par la recherche.',
  loadError: "Le rapport n'a pas pu être chargé. Vérifiez les dates et réessayez.",
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
    totalVehicles_one: 'Total : {{count}} véhicule',
    totalVehicles_other: 'Total : {{count}} véhicules',
    totalInspections_one: 'Total : {{count}} inspection',
    totalInspections_other: 'Total : {{count}} inspections',
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
    title: 'Jours en service sans liste de vérification',
    date: 'Date',
    drivers: 'Chauffeurs',
  },
  columns: reportColumnLabelsFr,
  profitLossDescriptions: {
    billing: 'Facturation du suivi : les montants des semaines de suivi du véhicule dans la période',
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

const messagesFr: Record<string, string> = {
  [reportMessages.startDateRequired]: 'La date de début est obligatoire.',
  [reportMessages.startDateInvalid]: 'La date de début doit être une date valide (AAAA-MM-JJ).',
  [reportMessages.endDateRequired]: 'La date de fin est obligatoire.',
  [reportMessages.endDateInvalid]: 'La date de fin doit être une date valide (AAAA-MM-JJ).',
  [reportMessages.endBeforeStart]: 'La date de fin doit être égale ou postérieure à la date de début.',
  [reportMessages.rangeTooLong]: 'La période peut couvrir au plus 3 ans.',
  [reportMessages.typeInvalid]: 'Type de rapport inconnu.',
};

registerTranslations('reports', { en, fr, messagesFr });
