import { defineColumns } from './column.js';
import { rowActionsColumn } from './common.js';

/** The API Tokens list's columns (Settings, Column Options page `api_tokens`, CSV and XLSX). */
export const apiTokenColumns = defineColumns('api_tokens', {
  name: { title: { en: 'Name', fr: 'Nom' }, type: 'text' },
  scope: {
    title: { en: 'Access', fr: 'Accès' },
    type: 'code',
    labels: {
      read: { en: 'Read only', fr: 'Lecture seule' },
      read_write: { en: 'Read and write', fr: 'Lecture et écriture' },
    },
  },
  created_at: { title: { en: 'Created', fr: 'Créé' }, type: 'datetime' },
  expires_at: { title: { en: 'Expires', fr: 'Expire' }, type: 'datetime' },
  last_used_at: { title: { en: 'Last used', fr: 'Dernière utilisation' }, type: 'datetime' },
  status: {
    title: { en: 'Status', fr: 'État' },
    type: 'code',
    labels: {
      live: { en: 'Active', fr: 'Actif' },
      expired: { en: 'Expired', fr: 'Expiré' },
      revoked: { en: 'Revoked', fr: 'Révoqué' },
    },
  },
  actions: rowActionsColumn,
  revoked_at: { title: { en: 'Revoked', fr: 'Révoqué' }, type: 'datetime', fileOnly: true },
});

/** The Webhooks list's columns (Settings, Column Options page `webhooks`, CSV and XLSX). */
export const webhookColumns = defineColumns('webhooks', {
  name: { title: { en: 'Name', fr: 'Nom' }, type: 'text' },
  url: { title: { en: 'URL', fr: 'URL' }, type: 'text' },
  /** The API's event names, the same in both languages. */
  events: { title: { en: 'Events', fr: 'Événements' }, type: 'text' },
  enabled: { title: { en: 'Enabled', fr: 'Activé' }, type: 'boolean' },
  last_delivery_at: { title: { en: 'Last delivery', fr: 'Dernier envoi' }, type: 'datetime' },
  actions: rowActionsColumn,
  id: { title: { en: 'No.', fr: 'N°' }, type: 'number', fileOnly: true },
  created_at: { title: { en: 'Created', fr: 'Créé' }, type: 'datetime', fileOnly: true },
  last_delivery_status: {
    title: { en: 'Last Delivery Status', fr: 'État du dernier envoi' },
    type: 'code',
    labels: {
      pending: { en: 'Pending', fr: 'En attente' },
      delivered: { en: 'Delivered', fr: 'Livré' },
      failed: { en: 'Failed', fr: 'Échoué' },
    },
    fileOnly: true,
  },
});
