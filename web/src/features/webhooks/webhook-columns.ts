import type { ColumnPreference } from '@fleet-ops/shared';
import { webhooksNamespace } from './i18n';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `${webhooksNamespace}:columns.${label}`,
  visible: true,
});

/** Every column of the webhooks table in order, with its label: the Column Options list (page `webhooks`). */
export const webhookColumnDefaults: ColumnPreference[] = [
  column('name', 'name'),
  column('url', 'url'),
  column('events', 'events'),
  column('enabled', 'enabled'),
  column('last_delivery_at', 'lastDelivery'),
  column('actions', 'actions'),
];
