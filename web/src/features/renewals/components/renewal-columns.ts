import type { ColumnPreference } from '@fleet-ops/shared';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `renewals:columns.${label}`,
  visible: true,
});

/** Every column of the Renewals table in order, with its label: the Column Options list (page `renewals`). */
export const renewalColumnDefaults: ColumnPreference[] = [
  column('kind', 'kind'),
  column('subject', 'subject'),
  column('owner', 'owner'),
  column('due_on', 'dueOn'),
  column('days_left', 'daysLeft'),
  column('renew', 'renew'),
];
