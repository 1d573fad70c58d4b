import { activityLogTextsFr, vehicleOverviewMessages } from '@fleet-ops/shared';
import type { Translated } from '../../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Véhicule {{equipment}}',
  documentTitle: '{{equipment}} · Fleet Ops',
  loadFailed: 'La fiche du véhicule n’a pas pu être chargée.',
  inspection: {
    valid: 'Inspection valide',
    validUntil: 'Valide jusqu’au {{time}}.',
    expired: 'Ne pas utiliser : aucune inspection valide',
    expiredAt: 'La dernière inspection était valide jusqu’au {{time}}.',
    never: 'Ce véhicule n’a jamais été inspecté.',
  },
  outOfService: {
    title: 'Hors service : ne pas utiliser',
    since: 'Une défectuosité majeure n’a pas été vérifiée comme réparée depuis le {{since}}.',
  },
  tabs: { label: 'Véhicule {{equipment}}', overview: 'Aperçu', edit: 'Modifier' },
  fields: {
    plate: 'Plaque',
    parentType: 'Type de véhicule',
    vehicle: 'Véhicule',
    vin: 'NIV',
    status: 'Statut',
    location: 'Emplacement',
    odometer: 'Odomètre',
    ppeNo: 'No d’EPI',
  },
  status: { enabled: 'Activé', disabled: 'Désactivé', shown: 'Affiché dans les listes', hidden: 'Masqué' },
  drivers: {
    title: 'Chauffeurs actuels',
    none: 'Aucun chauffeur affecté.',
    slot: 'Chauffeur {{slot}}',
    since: 'depuis le {{start}}',
    temporary: 'Temporaire jusqu’au {{end}}',
  },
  documents: {
    title: 'Documents',
    notSet: 'Non indiqué',
    inspectionPending: 'Inspection en attente',
    rentalReturn: 'Retour de location',
  },
  images: {
    title: 'Images',
    none: 'Aucune image.',
    open: 'Ouvrir l’image {{number}}',
    alt: 'Véhicule {{equipment}}, image {{number}}',
    failed: 'L’image {{number}} n’a pas pu être chargée.',
  },
  checklists: {
    title: 'Dernières listes de vérification',
    count_one: '{{count}} liste en tout',
    count_other: '{{count}} listes en tout',
    none: 'Aucune liste de vérification pour l’instant.',
    issue: 'Problème',
    ok: 'Aucun problème',
    byOperator: '{{date}} · {{operator}}',
    odometer: 'Odomètre {{value}}',
    hours: 'Heures moteur {{value}}',
    oilLife: 'durée de vie de l’huile {{value}} %',
    failed: 'Éléments non conformes',
    remarks: 'Remarques',
    openAll: 'Toutes les listes de {{equipment}}',
  },
  appointments: {
    title: 'Rendez-vous',
    upcoming: 'À venir',
    past: 'Passés',
    noneUpcoming: 'Aucun rendez-vous prévu.',
    nonePast: 'Aucun rendez-vous passé.',
    openAll: 'Tous les rendez-vous de {{equipment}}',
  },
  history: {
    title: 'Historique des affectations',
    caption: 'Dernières modifications d’affectation du véhicule {{equipment}}',
    none: 'Aucune modification d’affectation pour l’instant.',
    columns: { date: 'Date', driver: 'Chauffeur', change: 'Modification', from: 'Du', to: 'Au', note: 'Note' },
    openAll: 'Journal du véhicule {{equipment}}',
  },
  weeks: {
    title: 'Facturation et revenus, 8 dernières semaines',
    caption: 'Facturation, revenus et dépenses du véhicule {{equipment}} par semaine',
    columns: {
      week: 'Semaine',
      billing: 'Facturé (suivi)',
      revenue: 'Revenu',
      income: 'Revenus (facturé + revenu)',
      expenses: 'Dépenses',
      net: 'Net (revenus − dépenses)',
    },
    openTracking: 'Suivi de {{equipment}}',
    openProfitLoss: 'Profits et pertes de ces semaines',
  },
  safety: {
    title: 'Équipement de sécurité',
    fireExtinguisher: 'Extincteur',
    firstAidKit: 'Trousse de premiers soins',
    none: 'Aucun enregistrement.',
    manufactured: 'Fabriqué en {{year}}, inspecté en {{month}}',
    expires: 'Expire',
    kitType: { type_1: 'Type 1', type_2: 'Type 2' },
    openFireExtinguishers: 'Extincteur de {{equipment}}',
    openFirstAidKits: 'Trousse de premiers soins de {{equipment}}',
  },
  workOrders: { all: 'Bons de travail de ce véhicule', add: 'Nouveau bon de travail pour ce véhicule' },
};

export const messagesFr: Record<string, string> = {
  [vehicleOverviewMessages.idInvalid]: 'L’identifiant du véhicule doit être un nombre entier.',
  // The last assignment changes show the log's own words, as the Vehicle Logs screen does.
  ...activityLogTextsFr,
};
