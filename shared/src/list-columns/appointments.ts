import { appointmentTypeLabelsFr, locationLabelsFr } from '../value-labels.js';
import { defineColumns, labelsFromFrench } from './column.js';
import { rowActionsColumn, equipmentNumberColumn, vehicleColumn } from './common.js';

/** The Appointments list's columns (screen, Column Options page `appointments`, CSV and XLSX). */
export const appointmentColumns = defineColumns('appointments', {
  date: { title: { en: 'Date', fr: 'Date' }, type: 'date' },
  time: { title: { en: 'Time', fr: 'Heure' }, type: 'text' },
  equipment_number: equipmentNumberColumn,
  /** The spec's 'Vehicle #', saying what it shows: the VIN, as the form's label does. */
  VIN_No: { title: { en: 'Vehicle # (VIN)', fr: 'N° de véhicule (NIV)' }, type: 'text' },
  vehicle_type: vehicleColumn,
  appointment_type: {
    title: { en: 'Appointment', fr: 'Rendez-vous' },
    type: 'code',
    labels: labelsFromFrench(appointmentTypeLabelsFr),
  },
  location_name: { title: { en: 'Location', fr: 'Lieu' }, type: 'code', labels: labelsFromFrench(locationLabelsFr) },
  /** In full in a file; the table shows the start. */
  comments: { title: { en: 'Comments', fr: 'Commentaires' }, type: 'text' },
  actions: rowActionsColumn,
});
