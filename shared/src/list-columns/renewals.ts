import { renewalColourLabels, renewalKindLabels } from '../renewals.js';
import { defineColumns, labelsByLanguage } from './column.js';

/** The Renewals list's columns (screen, Column Options page `renewals`, CSV and XLSX). */
export const renewalColumns = defineColumns('renewals', {
  kind: { title: { en: 'Kind', fr: 'Type' }, type: 'code', labels: labelsByLanguage(renewalKindLabels) },
  subject: { title: { en: 'What', fr: 'Quoi' }, type: 'text' },
  owner: { title: { en: 'Owner', fr: 'Propriétaire' }, type: 'text' },
  due_on: { title: { en: 'Due date', fr: 'Échéance' }, type: 'date' },
  days_left: { title: { en: 'Days left', fr: 'Jours restants' }, type: 'number' },
  /** The link to the record where the renewal is entered. */
  renew: { title: { en: 'Renew', fr: 'Renouveler' }, type: 'actions' },
  status: {
    title: { en: 'Status', fr: 'Statut' },
    type: 'code',
    labels: labelsByLanguage(renewalColourLabels),
    fileOnly: true,
  },
});
