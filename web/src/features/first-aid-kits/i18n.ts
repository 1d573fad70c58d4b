import { safetyMessages } from '@fleet-ops/shared';
import { registerTranslations } from '../../lib/i18n';

/** The First Aid Kit screen's words (namespace `firstAidKits`). */
const en = {
  title: 'First Aid Kit',
  tableCaption: 'First aid kits',
  search: 'Search',
  searchPlaceholder: 'Equipment, vehicle, type, month…',
  addNew: 'Add New Kit',
  exportCsv: 'Export CSV',
  errorTitle: 'Error',
  equipmentError: 'Error while loading equpiment numbers',
  columns: {
    equipmentNumber: 'Equipment Number',
    vehicleType: 'Vehicle Type',
    vehicle: 'Vehicle',
    expiryDate: 'Expiry Date',
    type: 'Type',
    actions: 'Actions',
  },
  types: {
    type_1: 'Type 1',
    type_2: 'Type 2',
  },
  status: {
    legend: 'Kit expiry',
    expired: 'Expired',
    expiring: 'Expires next month',
    ok: 'Valid',
  },
  actions: {
    edit: 'Edit kit of {{equipment}}',
    delete: 'Delete kit of {{equipment}}',
  },
  form: {
    addTitle: 'Add New Kit',
    editTitle: 'Edit Kit',
    equipmentNumber: 'Equipment Number',
    equipmentPlaceholder: 'Select Equipment Number',
    vehicle: 'Vehicle',
    vehicleType: 'Vehicle Type',
    selectEquipment: 'Select Equipment Number',
    type: 'Type',
    typePlaceholder: 'Select a type',
    expiryDate: 'Expiry Date',
    expiryPlaceholder: 'Select a month',
    add: 'Add Kit',
    save: 'Save Changes',
  },
  confirm: {
    deleteTitle: 'Delete Kit',
    deleteMessage: 'Are you sure, You want to delete this kit?',
    delete: 'Delete',
  },
};

const fr: typeof en = {
  title: 'Trousse de premiers soins',
  tableCaption: 'Trousses de premiers soins',
  search: 'Rechercher',
  searchPlaceholder: 'Équipement, véhicule, type, mois…',
  addNew: 'Ajouter une trousse',
  exportCsv: 'Exporter en CSV',
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
    deleteMessage: 'Voulez-vous vraiment supprimer cette trousse?',
    delete: 'Supprimer',
  },
};

const messagesFr: Record<string, string> = {
  [safetyMessages.vehicleRequired]: 'Le numéro d’équipement est requis',
  [safetyMessages.vehicleInvalid]: 'Choisissez un des véhicules de la liste.',
  [safetyMessages.kitExpiryRequired]: 'La date d’expiration est requise',
  [safetyMessages.kitExpiryInvalid]: 'Entrez le mois d’expiration au format AAAA-MM.',
  [safetyMessages.kitTypeRequired]: 'Le type est requis',
  [safetyMessages.kitTypeInvalid]: 'Le type doit être Type 1 ou Type 2.',
  [safetyMessages.kitNotFound]: 'Trousse de premiers soins introuvable.',
  [safetyMessages.kitCreated]: 'La trousse de premiers soins a été ajoutée.',
  [safetyMessages.kitUpdated]: 'La trousse de premiers soins a été modifiée.',
  [safetyMessages.kitDeleted]: 'La trousse de premiers soins a été supprimée.',
};

registerTranslations('firstAidKits', { en, fr, messagesFr });
