import { defineColumns } from './column.js';
import { rowActionsColumn, equipmentNumberColumn } from './common.js';

/** The Fuel list's columns (screen, Column Options page `fuel`, CSV and XLSX). */
export const fuelColumns = defineColumns('fuel', {
  date: { title: { en: 'Date', fr: 'Date' }, type: 'date' },
  equipment_number: equipmentNumberColumn,
  driver_name: { title: { en: 'Driver', fr: 'Chauffeur' }, type: 'text' },
  litres: { title: { en: 'Litres', fr: 'Litres' }, type: 'number', decimals: 2 },
  cost: { title: { en: 'Cost', fr: 'Coût' }, type: 'money' },
  /** To the tenth of a cent, as pumps show it. */
  cost_per_litre: { title: { en: 'Cost per Litre', fr: 'Coût par litre' }, type: 'money', decimals: 3 },
  // Issue 37: a vehicle without an odometer (a loader) leaves Odometer empty and is read in engine hours.
  odometer: { title: { en: 'Odometer', fr: 'Odomètre' }, type: 'number' },
  hour_read: { title: { en: 'Engine Hours', fr: 'Heures moteur' }, type: 'number' },
  actions: rowActionsColumn,
  id: { title: { en: 'No.', fr: 'N°' }, type: 'number', fileOnly: true },
});
