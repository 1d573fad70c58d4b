import { defineColumns } from './column.js';

/** The Defects list's columns (screen, Column Options page `defects`, CSV). */
export const defectColumns = defineColumns('defects', {
  id: { title: { en: 'No.', fr: 'N°' }, type: 'number' },
  equipment_number: { title: { en: 'Equipment Number', fr: 'Numéro d’équipement' }, type: 'text' },
  item: { title: { en: 'Item', fr: 'Élément' }, type: 'text' },
  severity: { title: { en: 'Class', fr: 'Classe' }, type: 'code' },
  status: { title: { en: 'Status', fr: 'Statut' }, type: 'code' },
  reported_at: { title: { en: 'Reported', fr: 'Signalée' }, type: 'datetime' },
  due_at: { title: { en: 'Due', fr: 'Échéance' }, type: 'datetime' },
  occurrences: { title: { en: 'Reports', fr: 'Signalements' }, type: 'number' },
  actions: { title: { en: 'Actions', fr: 'Actions' }, type: 'actions' },
});
