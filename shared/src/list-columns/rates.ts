import { defineColumns } from './column.js';
import { rowActionsColumn, vehicleTypeColumn } from './common.js';

/** The Rates list's columns (screen, Column Options page `rates`, CSV and XLSX). */
export const rateColumns = defineColumns('rates', {
  vehicle_parent_type: vehicleTypeColumn,
  full_day_rate: { title: { en: 'Full Day Rate', fr: 'Tarif journée complète' }, type: 'money' },
  shared_day_rate: { title: { en: 'Shared Day Rate', fr: 'Tarif journée partagée' }, type: 'money' },
  actions: rowActionsColumn,
});
