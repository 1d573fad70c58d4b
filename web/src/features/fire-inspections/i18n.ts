import { safetyMessages } from '@fleet-ops/shared';
import { registerTranslations } from '../../lib/i18n';

/** The Fire Extinguisher screen's words (namespace `fireInspections`). */
const en = {
  title: 'Fire Extinguisher',
  tableCaption: 'Fire extinguisher inspections',
  addNew: 'Add New',
  exportCsv: 'Export CSV',
  search: 'Search',
  searchPlaceholder: 'Equipment, vehicle, location…',
  loadError: 'Error while fetching inspection details',
  columns: {
    equipmentNumber: 'Equipment Number',
    vehicle: 'Vehicle',
    vehicleType: 'Vehicle Type',
    manufactureYear: 'Manufacture Year',
    inspectionMonth: 'Inspection Month',
    expiryDate: 'Expiry Date',
    actions: 'Actions',
  },
  status: {
    legend: 'Inspection expiry',
    expired: 'Expired',
    expiring: 'Expires within a month',
    ok: 'Valid',
  },
  actions: {
    edit: 'Edit inspection of {{equipment}}',
    delete: 'Delete inspection of {{equipment}}',
  },
  form: {
    addTitle: 'Add Inspection',
    editTitle: 'Edit Inspection',
    equipmentNumber: 'Equipment Number',
    equipmentPlaceholder: 'Select Equipment Number',
    vehicle: 'Vehicle',
    vehicleType: 'Vehicle Type',
    selectEquipment: 'Select Equipment Number',
    manufactureYear: 'Manufacture Year',
    inspectionMonth: 'Inspection Month',
    expiryDate: 'Inspection Expiry Date',
    expiryHint: 'Filled in one year after the inspection month; change it if needed.',
    add: 'Add Inspection',
    save: 'Save Changes',
  },
  confirm: {
    deleteTitle: 'Delete Inspection',
    deleteMessage: 'Are you sure, You want to delete this inspection details?',
    delete: 'Delete',
  },
  equipmentError: 'Error while loading equpiment numbers',
};

const fr: typeof en = {
  title: 'Extincteurs',
  tableCaption: 'Inspections des extincteurs',
  addNew: 'Ajouter',
  exportCsv: 'Exporter en CSV',
  search: 'Rechercher',
  searchPlaceholder: 'Équipement, véhicule, emplacement…',
  loadError: 'Erreur lors du chargement des inspections',
  columns: {
    equipmentNumber: 'No d’équipement',
    vehicle: 'Véhicule',
    vehicleType: 'Type de véhicule',
    manufactureYear: 'Année de fabrication',
    inspectionMonth: 'Mois d’inspection',
    expiryDate: 'Date d’expiration',
    actions: 'Actions',
  },
  status: {
    legend: 'Expiration de l’inspection',
    expired: 'Expirée',
    expiring: 'Expire d’ici un mois',
    ok: 'Valide',
  },
  actions: {
    edit: 'Modifier l’inspection de {{equipment}}',
    delete: 'Supprimer l’inspection de {{equipment}}',
  },
  form: {
    addTitle: 'Ajouter une inspection',
    editTitle: 'Modifier l’inspection',
    equipmentNumber: 'No d’équipement',
    equipmentPlaceholder: 'Choisissez le no d’équipement',
    vehicle: 'Véhicule',
    vehicleType: 'Type de véhicule',
    selectEquipment: 'Choisissez le no d’équipement',
    manufactureYear: 'Année de fabrication',
    inspectionMonth: 'Mois d’inspection',
    expiryDate: 'Date d’expiration de l’inspection',
    expiryHint: 'Remplie un an après le mois d’inspection; modifiez-la au besoin.',
    add: 'Ajouter l’inspection',
    save: 'Enregistrer',
  },
  confirm: {
    deleteTitle: 'Supprimer l’inspection',
    deleteMessage: 'Voulez-vous vraiment supprimer les détails de cette inspection?',
    delete: 'Supprimer',
  },
  equipmentError: 'Erreur lors du chargement des numéros d’équipement',
};

const messagesFr: Record<string, string> = {
  [safetyMessages.vehicleRequired]: 'Le numéro d’équipement est requis',
  [safetyMessages.vehicleInvalid]: 'Choisissez un des véhicules de la liste.',
  [safetyMessages.manufactureYearRequired]: 'L’année de fabrication est requise',
  [safetyMessages.manufactureYearRange]: 'L’année de fabrication doit être entre 1900 et 2099',
  [safetyMessages.inspectionMonthRequired]: 'Le mois d’inspection est requis',
  [safetyMessages.inspectionMonthInvalid]: 'Entrez le mois d’inspection au format AAAA-MM.',
  [safetyMessages.inspectionExpiryRequired]: 'La date d’expiration de l’inspection est requise',
  [safetyMessages.inspectionExpiryInvalid]: 'Entrez une date d’expiration valide (AAAA-MM-JJ).',
  [safetyMessages.inspectionExpiryBeforeMonth]: 'La date d’expiration ne peut pas précéder le mois d’inspection.',
  [safetyMessages.inspectionNotFound]: 'Inspection introuvable.',
  [safetyMessages.inspectionCreated]: 'Les détails de l’inspection ont été enregistrés.',
  [safetyMessages.inspectionUpdated]: 'Les détails de l’inspection ont été modifiés.',
  [safetyMessages.inspectionDeleted]: 'Les détails de l’inspection ont été supprimés.',
};

registerTranslations('fireInspections', { en, fr, messagesFr });
