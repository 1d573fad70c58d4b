import { checklistItemLabels } from '../checklist-words.js';
import { checklistItemLabelsFr } from '../checklist-record-words.js';
import { defectStatusLabels } from '../defect-words.js';
import { defineColumns, labelsByLanguage } from './column.js';
import { rowActionsColumn, equipmentNumberColumn } from './common.js';

/** The checklist items in the words of each language's checklist. */
export const checklistItemTitles = labelsByLanguage({
  en: checklistItemLabels,
  fr: { ...checklistItemLabels, ...checklistItemLabelsFr },
});

/** The Defects list's columns (screen, Column Options page `defects`, CSV and XLSX). */
export const defectColumns = defineColumns('defects', {
  id: { title: { en: 'No.', fr: 'N°' }, type: 'number' },
  equipment_number: equipmentNumberColumn,
  item: { title: { en: 'Item', fr: 'Élément' }, type: 'code', labels: checklistItemTitles },
  code: { title: { en: 'Defect Code', fr: 'Code de défectuosité' }, type: 'text' },
  severity: {
    title: { en: 'Class', fr: 'Classe' },
    type: 'code',
    labels: { major: { en: 'Major', fr: 'Majeure' }, minor: { en: 'Minor', fr: 'Mineure' } },
  },
  status: { title: { en: 'Status', fr: 'Statut' }, type: 'code', labels: labelsByLanguage(defectStatusLabels) },
  reported_at: { title: { en: 'Reported', fr: 'Signalée' }, type: 'datetime' },
  due_at: { title: { en: 'Due', fr: 'Échéance' }, type: 'datetime' },
  occurrences: { title: { en: 'Reports', fr: 'Signalements' }, type: 'number' },
  actions: rowActionsColumn,
  repaired_at: { title: { en: 'Repaired', fr: 'Réparée' }, type: 'datetime', fileOnly: true },
  repair_notes: { title: { en: 'Repair Notes', fr: 'Notes de réparation' }, type: 'text', fileOnly: true },
  repair_cost: { title: { en: 'Repair Cost', fr: 'Coût de la réparation' }, type: 'money', fileOnly: true },
  verified_at: { title: { en: 'Verified', fr: 'Vérifiée' }, type: 'datetime', fileOnly: true },
  close_reason: { title: { en: 'Reason for Closing', fr: 'Motif de fermeture' }, type: 'text', fileOnly: true },
});
