import { webhookColumns } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import { listWebhookRows, type ListedWebhookRow } from './queries.js';

const webhookFileColumns = fileColumns(webhookColumns, {
  id: (row: ListedWebhookRow) => row.webhook.id,
  name: (row) => row.webhook.name,
  url: (row) => row.webhook.url,
  events: (row) => row.webhook.events.join(', '),
  enabled: (row) => row.webhook.enabled,
  created_at: (row) => row.webhook.createdAt,
  last_delivery_at: (row) => row.lastAt,
  last_delivery_status: (row) => row.lastStatus,
});

/** Every hook, newest first (never the secrets). */
export function webhookExport(context: AppContext): FileExport<ListedWebhookRow> {
  return {
    name: 'webhooks',
    columns: webhookFileColumns,
    read: (previous, limit) => listWebhookRows(context.db, { olderThan: previous?.webhook.id, limit }),
  };
}
