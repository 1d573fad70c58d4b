import { defineColumns } from './column.js';
import {
  equipmentNumberColumn,
  licensePlateColumn,
  ownershipColumn,
  vehicleColumn,
  vehicleTypeColumn,
  vinColumn,
} from './common.js';

/** The checklist lists' columns (Home and Checklists, Column Options page `home`, CSV and XLSX). */
export const checklistColumns = defineColumns('home', {
  equipment_number: equipmentNumberColumn,
  has_issue: {
    title: { en: 'Issue', fr: 'Problème' },
    type: 'code',
    labels: { issue: { en: 'Issue', fr: 'Problème' }, ok: { en: 'OK', fr: 'OK' } },
  },
  vehicle_parent_type: vehicleTypeColumn,
  has_radio: { title: { en: 'Radio', fr: 'Radio' }, type: 'boolean' },
  mine: { title: { en: 'Mine', fr: 'Mine' }, type: 'boolean' },
  ownership_type: ownershipColumn,
  vehicle_type: vehicleColumn,
  license_plate_no: licensePlateColumn,
  VIN_no: vinColumn,
  date: { title: { en: 'Date', fr: 'Date' }, type: 'date' },
  operator: { title: { en: 'Operator', fr: 'Opérateur' }, type: 'text' },
  // Issue 37: a vehicle without an odometer (a loader) leaves ODM Read empty and is read in engine hours.
  last_odm_read: { title: { en: 'ODM Read', fr: 'Lecture de l’odomètre' }, type: 'number' },
  hour_read: { title: { en: 'Engine Hours', fr: 'Heures moteur' }, type: 'number' },
  // Issue 36: the spec fixes the list's columns, so the form a checklist was filled on waits in Column Options.
  form: { title: { en: 'Inspection Form', fr: 'Formulaire d’inspection' }, type: 'text', hidden: true },
  form_version: { title: { en: 'Form Version', fr: 'Version du formulaire' }, type: 'number', hidden: true },
  inspected_at: { title: { en: 'Inspected At', fr: 'Inspectée le' }, type: 'datetime', fileOnly: true },
  place: { title: { en: 'Place', fr: 'Lieu' }, type: 'text', fileOnly: true },
  signed: { title: { en: 'Signed', fr: 'Signée' }, type: 'boolean', fileOnly: true },
  statement_version: {
    title: { en: 'Statement Version', fr: 'Version de la déclaration' },
    type: 'text',
    fileOnly: true,
  },
  duration_seconds: { title: { en: 'Duration (s)', fr: 'Durée (s)' }, type: 'number', fileOnly: true },
  completed_quickly: {
    title: { en: 'Completed Quickly', fr: 'Remplie rapidement' },
    type: 'boolean',
    fileOnly: true,
  },
});
