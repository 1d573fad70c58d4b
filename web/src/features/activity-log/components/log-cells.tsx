import { Text } from '@mantine/core';
import {
  activityLogSortColumns,
  type ActivityLogRow,
  type activityLogColumns,
  type ActivityLogSortColumn,
} from '@fleet-ops/shared';
import type { SortState } from '../../../components/data-table/data-table';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDateTime } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';

export type LogSort = { column: ActivityLogSortColumn; direction: 'asc' | 'desc' };

/** What a phone has room for without scrolling sideways. */
export const logPhoneColumns = ['equipment_number', 'action_date', 'driver_name', 'log'];

function isSortColumn(column: string): column is ActivityLogSortColumn {
  return activityLogSortColumns.some((candidate) => candidate === column);
}

/** A header click, passed on when it names a column the server sorts by. */
export function onLogSort(onSortChange: (sort: LogSort) => void) {
  return (next: SortState) => {
    if (isSortColumn(next.column)) onSortChange({ column: next.column, direction: next.direction });
  };
}

const dateTime = (value: string | null) => (value ? formatDateTime(value) : '');

/** How the Vehicle Logs list draws its cells (every column sorts): the action in bold, dates in the site's time. */
export const logCells: CatalogueCells<ActivityLogRow, typeof activityLogColumns> = {
  equipment_number: {
    sortable: true,
    render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
  },
  action_date: { sortable: true, render: (row) => dateTime(row.action_date) },
  driver_name: { sortable: true },
  log: {
    sortable: true,
    render: (row) => (
      <Text size="sm" fw={600}>
        {translateMessage(row.log)}
      </Text>
    ),
  },
  assigned_from_date: { sortable: true, render: (row) => dateTime(row.assigned_from_date) },
  assigned_to_date: { sortable: true, render: (row) => dateTime(row.assigned_to_date) },
  note: { sortable: true },
  actor_name: { sortable: true },
};
