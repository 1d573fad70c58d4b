import type { FastifyReply } from 'fastify';
import type { WebhookDeliveryStatus } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Clock } from '../../lib/clock.js';
import { csvFileName, csvYesNo, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listWebhookRows, type ListedWebhookRow } from './queries.js';

const statusWords: Record<ReaderLanguage, Record<WebhookDeliveryStatus, string>> = {
  en: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' },
  fr: { pending: 'En attente', delivered: 'Livré', failed: 'Échoué' },
};

function columns(clock: Clock): CsvColumn<ListedWebhookRow>[] {
  return [
    { header: 'ID', value: (row) => row.webhook.id },
    { header: { en: 'Name', fr: 'Nom' }, value: (row) => row.webhook.name },
    { header: 'URL', value: (row) => row.webhook.url },
    // Event names are the API's own identifiers, the same in both languages.
    { header: { en: 'Events', fr: 'Événements' }, value: (row) => row.webhook.events.join(', ') },
    { header: { en: 'On', fr: 'Actif' }, value: (row, language) => csvYesNo(row.webhook.enabled, language) },
    { header: { en: 'Created', fr: 'Créé' }, value: (row) => clock.formatDateTime(row.webhook.createdAt) },
    {
      header: { en: 'Last Delivery', fr: 'Dernier envoi' },
      value: (row) => (row.lastAt ? clock.formatDateTime(row.lastAt) : ''),
    },
    {
      header: { en: 'Last Delivery Status', fr: 'État du dernier envoi' },
      value: (row, language) => (row.lastStatus ? statusWords[language][row.lastStatus] : ''),
    },
  ];
}

/** Every hook, newest first, as a CSV download (never the secrets). */
export function exportWebhooks(context: AppContext, reply: FastifyReply, language: ReaderLanguage) {
  return sendCsv(reply, {
    fileName: csvFileName('webhooks', context.clock.today()),
    columns: columns(context.clock),
    language,
    logger: reply.log,
    read: (previous, limit) => listWebhookRows(context.db, { olderThan: previous?.webhook.id, limit }),
  });
}
