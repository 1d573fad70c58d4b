import { defineColumns, type ColumnSpec } from './column.js';
import {
  rowActionsColumn,
  equipmentNumberColumn,
  licensePlateColumn,
  ownershipColumn,
  vehicleColumn,
  vehicleTypeColumn,
  vinColumn,
} from './common.js';

/** A day's code by its name (`dayCodeNames`): how the vehicle was used that day. */
export const trackingDayLabels = {
  in_town: { en: 'In Town', fr: 'En ville' },
  out_of_town: { en: 'Out of Town', fr: 'Hors ville' },
  spare: { en: 'Spare', fr: 'Réserve' },
  no_charge: { en: 'No Charge', fr: 'Sans frais' },
} as const;

/** One day of the week (`day_0` is Sunday); a file heads it with the day's date instead. */
function day(en: string, fr: string): ColumnSpec {
  return { title: { en, fr }, type: 'code', labels: trackingDayLabels };
}

/** The Tracking week's columns (screen, Column Options page `tracking`, CSV and XLSX). */
export const trackingColumns = defineColumns('tracking', {
  driver_name: { title: { en: 'Driver Name', fr: 'Chauffeur' }, type: 'text' },
  equipment_number: equipmentNumberColumn,
  ownership_type: { ...ownershipColumn, hidden: true },
  location: { title: { en: 'Location', fr: 'Emplacement' }, type: 'text', hidden: true },
  VIN_no: { ...vinColumn, hidden: true },
  license_plate_no: { ...licensePlateColumn, hidden: true },
  /** The spec's DR: the day rate the row bills. */
  rate: { title: { en: 'DR', fr: 'TJ' }, type: 'money' },
  vehicle_type: { ...vehicleColumn, hidden: true },
  cleaning_appt: { title: { en: 'Appointment/Cleaning', fr: 'Rendez-vous/Nettoyage' }, type: 'text', hidden: true },
  comment: { title: { en: 'Comments', fr: 'Commentaires' }, type: 'text' },
  day_0: day('Sunday', 'Dimanche'),
  day_1: day('Monday', 'Lundi'),
  day_2: day('Tuesday', 'Mardi'),
  day_3: day('Wednesday', 'Mercredi'),
  day_4: day('Thursday', 'Jeudi'),
  day_5: day('Friday', 'Vendredi'),
  day_6: day('Saturday', 'Samedi'),
  total_billing: { title: { en: 'Amount', fr: 'Montant' }, type: 'money' },
  actions: rowActionsColumn,
  rate_type: {
    title: { en: 'Rate Type', fr: 'Type de tarif' },
    type: 'code',
    labels: {
      full_day_rate: { en: 'Full Day Rate', fr: 'Tarif journée complète' },
      shared_day_rate: { en: 'Shared Day Rate', fr: 'Tarif journée partagée' },
      custom_rate: { en: 'Custom Rate', fr: 'Tarif personnalisé' },
    },
    fileOnly: true,
  },
  vehicle_parent_type: { ...vehicleTypeColumn, fileOnly: true },
  status: {
    title: { en: 'Status', fr: 'Statut' },
    type: 'code',
    labels: { enabled: { en: 'Enabled', fr: 'Activé' }, disabled: { en: 'Disabled', fr: 'Désactivé' } },
    fileOnly: true,
  },
});
