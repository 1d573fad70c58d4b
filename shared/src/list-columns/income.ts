import { defineColumns } from './column.js';
import { equipmentNumberColumn, vehicleColumn, vehicleTypeColumn, vinColumn } from './common.js';

/** The income export's columns: one row per vehicle and week (no list screen; page `income`). */
export const incomeColumns = defineColumns('income', {
  week_start: { title: { en: 'Week Start', fr: 'Début de la semaine' }, type: 'date' },
  week_end: { title: { en: 'Week End', fr: 'Fin de la semaine' }, type: 'date' },
  equipment_number: equipmentNumberColumn,
  vehicle_parent_type: vehicleTypeColumn,
  vehicle_type: vehicleColumn,
  VIN_no: vinColumn,
  revenue: { title: { en: 'Revenue', fr: 'Revenus' }, type: 'money' },
  rental_cost: { title: { en: 'Rental Cost', fr: 'Coût de location' }, type: 'money' },
  gas: { title: { en: 'Gas', fr: 'Essence' }, type: 'money' },
  insurance: { title: { en: 'Insurance', fr: 'Assurance' }, type: 'money' },
  maintenance: { title: { en: 'Maintenance', fr: 'Entretien' }, type: 'money' },
  net: { title: { en: 'Net', fr: 'Net' }, type: 'money' },
});
