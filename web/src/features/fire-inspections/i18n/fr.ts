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

/** The server's messages in French, written once in shared: the imports' French answers read them too. */
export { fireInspectionMessagesFr as messagesFr } from '@fleet-ops/shared';
