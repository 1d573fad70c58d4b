import { defineColumns } from './column.js';
import { rowActionsColumn } from './common.js';

/** The Inspection forms list's columns (issue 36; Column Options page `inspection_forms`, CSV and XLSX). */
export const inspectionFormColumns = defineColumns('inspection_forms', {
  name: { title: { en: 'Name', fr: 'Nom' }, type: 'text' },
  kind: {
    title: { en: 'When', fr: 'Moment' },
    type: 'code',
    labels: {
      pre_trip: { en: 'Pre-trip', fr: 'Avant le départ' },
      post_trip: { en: 'Post-trip', fr: 'Après le trajet' },
      either: { en: 'Either', fr: 'L’un ou l’autre' },
    },
  },
  validity: {
    title: { en: 'Valid for', fr: 'Validité' },
    type: 'code',
    labels: {
      calendar_day: { en: 'The calendar day', fr: 'La journée' },
      '24h': { en: '24 hours', fr: '24 heures' },
      shift: { en: 'The shift', fr: 'Le quart de travail' },
    },
  },
  current_version: { title: { en: 'Version', fr: 'Version' }, type: 'number' },
  published_at: { title: { en: 'Published', fr: 'Publiée' }, type: 'datetime' },
  is_default: { title: { en: 'Default', fr: 'Par défaut' }, type: 'boolean' },
  regulated: { title: { en: 'Regulated', fr: 'Réglementé' }, type: 'boolean' },
  unpublished_changes: { title: { en: 'Unpublished changes', fr: 'Modifications non publiées' }, type: 'boolean' },
  // Who the form applies to: the parent types can make a wide cell, so they wait in Column Options.
  vehicle_parent_types: { title: { en: 'Vehicle types', fr: 'Types de véhicules' }, type: 'text', hidden: true },
  vehicle_count: { title: { en: 'Chosen vehicles', fr: 'Véhicules choisis' }, type: 'number' },
  actions: rowActionsColumn,
  name_fr: { title: { en: 'Name (French)', fr: 'Nom (français)' }, type: 'text', fileOnly: true },
  updated_at: { title: { en: 'Updated', fr: 'Modifié' }, type: 'datetime', fileOnly: true },
});
