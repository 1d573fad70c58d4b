import { Text } from '@mantine/core';
import { activityLogSortColumns, type ActivityLogRow, type ActivityLogSortColumn } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type SortState } from '../../../components/data-table/data-table';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDateTime } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';

export type LogSort = { column: ActivityLogSortColumn; direction: 'asc' | 'desc' };

/** What a phone has room for without scrolling sideways. */
const phoneColumns = ['equipment_number', 'action_date', 'driver_name', 'log'];

function isSortColumn(column: string): column is ActivityLogSortColumn {
  return activityLogSortColumns.some((candidate) => candidate === column);
}

const dateTime = (value: string | null) => (value ? formatDateTime(value) : '');

type LogTableProps = {
  rows: ActivityLogRow[];
  loading: boolean;
  sort: LogSort;
  /** Called with a column the server sorts by; the server answers the sorted week. */
  onSortChange: (sort: LogSort) => void;
  /** The columns the admin chose in Column Options (a phone shows its own few instead). */
  visibleColumns?: readonly string[];
};

/** The Vehicle Logs table: one row an assign, replace or remove, with who made it (By). */
export function LogTable({ rows, loading, sort, onSortChange, visibleColumns }: LogTableProps) {
  const { t } = useTranslation('activityLog');

  const columns: DataTableColumn<ActivityLogRow>[] = [
    {
      key: 'equipment_number',
      header: t('columns.equipmentNumber'),
      sortable: true,
      render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
    },
    { key: 'action_date', header: t('columns.actionDate'), sortable: true, render: (row) => dateTime(row.action_date) },
    { key: 'driver_name', header: t('columns.driverName'), sortable: true },
    {
      key: 'log',
      header: t('columns.log'),
      sortable: true,
      render: (row) => (
        <Text size="sm" fw={600}>
          {translateMessage(row.log)}
        </Text>
      ),
    },
    {
      key: 'assigned_from_date',
      header: t('columns.from'),
      sortable: true,
      render: (row) => dateTime(row.assigned_from_date),
    },
    {
      key: 'assigned_to_date',
      header: t('columns.to'),
      sortable: true,
      render: (row) => dateTime(row.assigned_to_date),
    },
    { key: 'note', header: t('columns.note'), sortable: true },
    { key: 'actor_name', header: t('columns.by'), sortable: true },
  ];

  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      caption={t('tableCaption')}
      sort={sort}
      onSortChange={(next: SortState) => {
        if (isSortColumn(next.column)) onSortChange({ column: next.column, direction: next.direction });
      }}
      loading={loading}
      visibleColumns={visibleColumns}
      phoneColumns={phoneColumns}
    />
  );
}
