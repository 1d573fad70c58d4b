import type { ColumnPreference } from '@fleet-ops/shared';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `maintenance:tasks.columns.${label}`,
  visible: true,
});

/** Every column of the Service tasks table in order, with its label: the Column Options list (page `service_tasks`). */
export const serviceTaskColumnDefaults: ColumnPreference[] = [
  column('name', 'name'),
  column('interval', 'interval'),
  column('due_soon', 'dueSoon'),
  column('applies_to', 'appliesTo'),
  column('actions', 'actions'),
];
