import { defineColumns } from './column.js';
import { rowActionsColumn, equipmentNumberColumn, vehicleColumn, vehicleTypeColumn } from './common.js';

/** Where a kit or an extinguisher's date stands today (`kitExpiryStatus`, `inspectionExpiryStatus`). */
const expiryStatusLabels = {
  expired: { en: 'Expired', fr: 'Expirée' },
  expiring: { en: 'Expiring soon', fr: 'Expire bientôt' },
  ok: { en: 'OK', fr: 'OK' },
} as const;

const expiryStatusColumn = {
  title: { en: 'Status', fr: 'Statut' },
  type: 'code',
  labels: expiryStatusLabels,
  fileOnly: true,
} as const;

/** The Fire Extinguisher Inspections list's columns (page `fire_inspections`, CSV and XLSX). */
export const fireInspectionColumns = defineColumns('fire_inspections', {
  equipment_number: equipmentNumberColumn,
  vehicle_parent_type: vehicleTypeColumn,
  vehicle_type: vehicleColumn,
  manufacture_year: { title: { en: 'Manufacture Year', fr: 'Année de fabrication' }, type: 'number' },
  inspection_month: { title: { en: 'Inspection Month', fr: 'Mois d’inspection' }, type: 'text' },
  inspection_expiry_date: {
    title: { en: 'Inspection Expiry Date', fr: 'Date d’expiration de l’inspection' },
    type: 'date',
  },
  actions: rowActionsColumn,
  status: expiryStatusColumn,
});

/** The First Aid Kits list's columns (page `first_aid_kits`, CSV and XLSX). */
export const firstAidKitColumns = defineColumns('first_aid_kits', {
  equipment_number: equipmentNumberColumn,
  vehicle_parent_type: vehicleTypeColumn,
  vehicle_type: vehicleColumn,
  /** A kit expires at the end of a month: YYYY-MM. */
  expiry_date: { title: { en: 'Expiry Date', fr: 'Date d’expiration' }, type: 'text' },
  type: { title: { en: 'Type', fr: 'Type' }, type: 'text' },
  actions: rowActionsColumn,
  status: expiryStatusColumn,
});
