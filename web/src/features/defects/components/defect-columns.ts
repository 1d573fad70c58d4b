import type { ColumnPreference } from '@fleet-ops/shared';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `defects:columns.${label}`,
  visible: true,
});

/** Every column of the Defects table in order, with its label: the Column Options list (page `defects`). */
export const defectColumnDefaults: ColumnPreference[] = [
  column('id', 'id'),
  column('equipment_number', 'equipmentNumber'),
  column('item', 'item'),
  column('severity', 'severity'),
  column('status', 'status'),
  column('reported_at', 'reportedAt'),
  column('due_at', 'dueAt'),
  column('occurrences', 'occurrences'),
  column('actions', 'actions'),
];
