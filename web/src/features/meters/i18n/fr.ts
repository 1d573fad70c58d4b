import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Historique des compteurs',
  loadError: 'Erreur lors du chargement des lectures de compteur',
  empty: 'Aucune lecture pour l’instant.',
  chartLabel: '{{meter}} dans le temps',
  meters: { odometer: 'Odomètre (km)', hours: 'Heures moteur' },
  sources: {
    checklist: 'Liste de vérification',
    fuel: 'Plein',
    work_order: 'Bon de travail',
    manual: 'Fiche du véhicule',
    import: 'Importation',
    api: 'API',
  },
  columns: {
    takenAt: 'Prise le',
    meter: 'Compteur',
    value: 'Lecture',
    source: 'Source',
    sentBy: 'Envoyée par',
    actions: 'Actions',
  },
  flagged: 'Saut confirmé',
  voided: 'Annulée le {{date}} : {{reason}}',
  void: 'Annuler',
  voidOf: 'Annuler la lecture du {{date}}',
  voidTitle: 'Annuler la lecture',
  voidMessage:
    'La lecture reste dans l’historique mais ne compte plus ; la valeur du véhicule revient à la lecture précédente.',
  reason: 'Raison',
  confirmVoid: 'Annuler la lecture',
  cancel: 'Fermer',
  previous: 'Plus récentes',
  next: 'Plus anciennes',
  export: 'Exporter en CSV',
  importReadings: 'Importer des lectures',
};
