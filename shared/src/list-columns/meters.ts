import { defineColumns } from './column.js';
import { equipmentNumberColumn, rowActionsColumn } from './common.js';

/** The words of a reading's meter and source, in both languages (screen and files). */
export const meterKindLabels = {
  odometer: { en: 'Odometer (km)', fr: 'Odomètre (km)' },
  hours: { en: 'Engine hours', fr: 'Heures moteur' },
} as const;

export const meterSourceLabels = {
  checklist: { en: 'Checklist', fr: 'Liste de vérification' },
  fuel: { en: 'Fill-up', fr: 'Plein' },
  work_order: { en: 'Work order', fr: 'Bon de travail' },
  manual: { en: 'Vehicle form', fr: 'Fiche du véhicule' },
  import: { en: 'Import', fr: 'Importation' },
  api: { en: 'API', fr: 'API' },
} as const;

/** A vehicle's Meter history (screen, Column Options page `meter_readings`, CSV and XLSX). */
export const meterReadingColumns = defineColumns('meter_readings', {
  taken_at: { title: { en: 'Taken', fr: 'Prise le' }, type: 'datetime' },
  meter: { title: { en: 'Meter', fr: 'Compteur' }, type: 'code', labels: meterKindLabels },
  value: { title: { en: 'Reading', fr: 'Lecture' }, type: 'number' },
  source: { title: { en: 'Source', fr: 'Source' }, type: 'code', labels: meterSourceLabels },
  sent_by: { title: { en: 'Sent by', fr: 'Envoyée par' }, type: 'text' },
  flagged: { title: { en: 'Confirmed jump', fr: 'Saut confirmé' }, type: 'boolean' },
  voided: { title: { en: 'Voided', fr: 'Annulée' }, type: 'text' },
  actions: rowActionsColumn,
  source_ref: { title: { en: 'Reference', fr: 'Référence' }, type: 'text', fileOnly: true },
  id: { title: { en: 'No.', fr: 'N°' }, type: 'number', fileOnly: true },
  /** The vehicle, so the file imports back as Meter readings (issue 37). */
  equipment_number: { ...equipmentNumberColumn, fileOnly: true },
});
