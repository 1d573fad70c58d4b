import { safetyMessages } from '@fleet-ops/shared';
import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Extincteurs',
  tableCaption: 'Inspections des extincteurs',
  addNew: 'Ajouter',
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
    expiryHint: 'Remplie un an après le mois d’inspection ; modifiez-la au besoin.',
    add: 'Ajouter l’inspection',
    save: 'Enregistrer',
  },
  confirm: {
    deleteTitle: 'Supprimer l’inspection',
    deleteMessage: 'Voulez-vous vraiment supprimer les détails de cette inspection ?',
    delete: 'Supprimer',
  },
  equipmentError: 'Erreur lors du chargement des numéros d’équipement',
};

export const messagesFr: Record<string, string> = {
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
