import { locationLabelsFr } from '../value-labels.js';
import { defineColumns, labelsFromFrench } from './column.js';
import { rowActionsColumn } from './common.js';

/** The Drivers list's columns (screen, Column Options page `drivers`, CSV and XLSX). */
export const driverColumns = defineColumns('drivers', {
  name: { title: { en: 'Name', fr: 'Nom' }, type: 'text' },
  location: {
    title: { en: 'Work Location', fr: 'Lieu de travail' },
    type: 'code',
    labels: labelsFromFrench(locationLabelsFr),
  },
  pit_permit: { title: { en: 'Pit Permit', fr: 'Permis de fosse' }, type: 'boolean' },
  supervisor: { title: { en: 'Supervisor', fr: 'Superviseur' }, type: 'text' },
  phone_number: { title: { en: 'Phone Number', fr: 'Téléphone' }, type: 'text' },
  license_no: { title: { en: 'Licence Number', fr: 'Numéro de permis' }, type: 'text' },
  expiry_date: { title: { en: 'Expiry Date', fr: 'Date d’expiration' }, type: 'date' },
  actions: rowActionsColumn,
  /** The button that sends the driver their sign-in. */
  notify: { title: { en: 'Notify', fr: 'Avertir' }, type: 'actions' },
  email: { title: { en: 'Email', fr: 'Courriel' }, type: 'text', fileOnly: true },
  drive_in_pit: { title: { en: 'Drive In Pit', fr: 'Conduit dans la fosse' }, type: 'boolean', fileOnly: true },
  /** Days on and off (5/2, 7/7): text, never a date or a fraction. */
  rotation: { title: { en: 'Rotation', fr: 'Rotation' }, type: 'text', fileOnly: true },
  enabled: { title: { en: 'Enabled', fr: 'Activé' }, type: 'boolean', fileOnly: true },
  archived: { title: { en: 'Archived', fr: 'Archivé' }, type: 'boolean', fileOnly: true },
});
