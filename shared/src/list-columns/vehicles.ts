import { defineColumns } from './column.js';
import {
  rowActionsColumn,
  equipmentNumberColumn,
  licensePlateColumn,
  ownershipColumn,
  vehicleColumn,
  vehicleTypeColumn,
  vinColumn,
} from './common.js';

/** The Vehicles list's columns (screen, Column Options page `vehicles`, CSV and XLSX). */
export const vehicleColumns = defineColumns('vehicles', {
  equipment_number: equipmentNumberColumn,
  vehicle_parent_type: vehicleTypeColumn,
  vehicle_type: vehicleColumn,
  license_plate_no: licensePlateColumn,
  VIN_no: { ...vinColumn, hidden: true },
  ownership_type: ownershipColumn,
  /** The site's code (ZV, CR) or the place typed for Other. */
  location: { title: { en: 'Location', fr: 'Emplacement' }, type: 'text', hidden: true },
  drivers: { title: { en: 'Drivers', fr: 'Chauffeurs' }, type: 'text' },
  /** Issue 36: valid (until when), expired, or out of service; the driving gate's words. */
  inspection_state: {
    title: { en: 'Inspection', fr: 'Inspection' },
    type: 'code',
    labels: {
      valid: { en: 'Valid', fr: 'Valide' },
      expired: { en: 'Expired', fr: 'Expirée' },
      out_of_service: { en: 'Out of service', fr: 'Hors service' },
    },
  },
  abg_mva_stickers: { title: { en: 'ABG/MVA Stickers', fr: 'Vignettes ABG/MVA' }, type: 'date' },
  insurance_expiry: { title: { en: 'Insurance Expiry', fr: 'Expiration de l’assurance' }, type: 'date' },
  reg_expiry: { title: { en: 'Registration Expiry', fr: 'Expiration de l’immatriculation' }, type: 'date' },
  inspection_status: {
    title: { en: 'Inspection Status', fr: 'État de l’inspection' },
    type: 'code',
    labels: { pending: { en: 'Pending', fr: 'En attente' }, completed: { en: 'Completed', fr: 'Terminée' } },
    hidden: true,
  },
  inspection_date: { title: { en: 'Inspection Date', fr: 'Date d’inspection' }, type: 'date', hidden: true },
  battery_expiry: { title: { en: 'Battery Expiry', fr: 'Expiration de la batterie' }, type: 'date', hidden: true },
  tire_expiry: { title: { en: 'Tire Expiry', fr: 'Expiration des pneus' }, type: 'date', hidden: true },
  ppe_no: { title: { en: 'PPE No', fr: 'N° d’EPI' }, type: 'text', hidden: true },
  last_odm_read: { title: { en: 'Odometer', fr: 'Odomètre' }, type: 'number', hidden: true },
  mine: { title: { en: 'Mine', fr: 'Mine' }, type: 'boolean', hidden: true },
  has_radio: { title: { en: 'Radio', fr: 'Radio' }, type: 'boolean', hidden: true },
  actions: rowActionsColumn,
  status: {
    title: { en: 'Status', fr: 'Statut' },
    type: 'code',
    labels: { active: { en: 'Active', fr: 'Actif' }, hidden: { en: 'Hidden', fr: 'Masqué' } },
    fileOnly: true,
  },
  enabled: { title: { en: 'Enabled', fr: 'Activé' }, type: 'boolean', fileOnly: true },
  comments: { title: { en: 'Comments', fr: 'Commentaires' }, type: 'text', fileOnly: true },
  /** Issue 37: in the file only, so the Vehicles export imports back with it. */
  gross_weight_kg: {
    title: { en: 'Gross weight rating (kg)', fr: 'Poids nominal brut (kg)' },
    type: 'number',
    fileOnly: true,
  },
});
