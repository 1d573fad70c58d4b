import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Trousse de premiers soins',
  tableCaption: 'Trousses de premiers soins',
  search: 'Rechercher',
  searchPlaceholder: 'Équipement, véhicule, type, mois…',
  addNew: 'Ajouter une trousse',
  errorTitle: 'Erreur',
  equipmentError: 'Erreur lors du chargement des numéros d’équipement',
  columns: {
    equipmentNumber: 'No d’équipement',
    vehicleType: 'Type de véhicule',
    vehicle: 'Véhicule',
    expiryDate: 'Date d’expiration',
    type: 'Type',
    actions: 'Actions',
  },
  types: {
    type_1: 'Type 1',
    type_2: 'Type 2',
  },
  status: {
    legend: 'Expiration de la trousse',
    expired: 'Expirée',
    expiring: 'Expire le mois prochain',
    ok: 'Valide',
  },
  actions: {
    edit: 'Modifier la trousse de {{equipment}}',
    delete: 'Supprimer la trousse de {{equipment}}',
  },
  form: {
    addTitle: 'Ajouter une trousse',
    editTitle: 'Modifier la trousse',
    equipmentNumber: 'No d’équipement',
    equipmentPlaceholder: 'Choisissez le no d’équipement',
    vehicle: 'Véhicule',
    vehicleType: 'Type de véhicule',
    selectEquipment: 'Choisissez le no d’équipement',
    type: 'Type',
    typePlaceholder: 'Choisissez un type',
    expiryDate: 'Date d’expiration',
    expiryPlaceholder: 'Choisissez un mois',
    add: 'Ajouter la trousse',
    save: 'Enregistrer',
  },
  confirm: {
    deleteTitle: 'Supprimer la trousse',
    deleteMessage: 'Voulez-vous vraiment supprimer cette trousse ?',
    delete: 'Supprimer',
  },
};

/** The server's messages in French, written once in shared: the imports' French answers read them too. */
export { firstAidKitMessagesFr as messagesFr } from '@fleet-ops/shared';
