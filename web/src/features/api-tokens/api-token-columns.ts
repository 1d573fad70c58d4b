import type { ColumnPreference } from '@fleet-ops/shared';
import { apiTokensNamespace } from './i18n';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `${apiTokensNamespace}:columns.${label}`,
  visible: true,
});

/** Every column of the API tokens table in order, with its label: the Column Options list (page `api_tokens`). */
export const apiTokenColumnDefaults: ColumnPreference[] = [
  column('name', 'name'),
  column('scope', 'scope'),
  column('created_at', 'created'),
  column('expires_at', 'expires'),
  column('last_used_at', 'lastUsed'),
  column('status', 'status'),
  column('actions', 'actions'),
];
