import { workOrderStatusLabels } from '../work-orders.js';
import { defineColumns, labelsByLanguage } from './column.js';
import { rowActionsColumn, equipmentNumberColumn } from './common.js';

/** The Work Orders list's columns (screen, Column Options page `work_orders`, CSV and XLSX). */
export const workOrderColumns = defineColumns('work_orders', {
  id: { title: { en: 'No.', fr: 'N°' }, type: 'number' },
  equipment_number: equipmentNumberColumn,
  title: { title: { en: 'Title', fr: 'Titre' }, type: 'text' },
  status: { title: { en: 'Status', fr: 'Statut' }, type: 'code', labels: labelsByLanguage(workOrderStatusLabels) },
  opened_on: { title: { en: 'Opened', fr: 'Ouvert le' }, type: 'date' },
  due_on: { title: { en: 'Due', fr: 'Échéance' }, type: 'date' },
  completed_on: { title: { en: 'Completed', fr: 'Terminé le' }, type: 'date' },
  total: { title: { en: 'Total', fr: 'Total' }, type: 'money' },
  actions: rowActionsColumn,
  odometer: { title: { en: 'Odometer', fr: 'Odomètre' }, type: 'number', fileOnly: true },
  notes: { title: { en: 'Notes', fr: 'Notes' }, type: 'text', fileOnly: true },
});
