import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core';
import type { MaintenanceRow } from '@fleet-ops/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { rowColorStyle } from '../../../components/data-table/row-color';
import { VehicleLink } from '../../../components/vehicle-link';
import { useDueWords } from './due-words';
import { MaintenanceStatusBadge } from './maintenance-status-badge';

const phoneColumns = ['equipment_number', 'task_name', 'status', 'actions'];

/** The tints of overdue and due soon rows (the legend draws the same). */
export const overdueRowColor = '#fa5252';
export const dueSoonRowColor = '#fd7e14';

type MaintenanceTableProps = {
  rows: MaintenanceRow[];
  loading: boolean;
  onRecordDone: (row: MaintenanceRow) => void;
  /** The columns the admin chose in Column Options (a phone shows its own few instead). */
  visibleColumns?: readonly string[];
};

/** Every vehicle × service task, overdue first; each row can be recorded as done. */
export function MaintenanceTable({ rows, loading, onRecordDone, visibleColumns }: MaintenanceTableProps) {
  const { t } = useTranslation('maintenance');
  const words = useDueWords();

  const columns: DataTableColumn<MaintenanceRow>[] = [
    {
      key: 'equipment_number',
      header: t('columns.equipmentNumber'),
      render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
    },
    { key: 'vehicle_parent_type', header: t('columns.vehicleType') },
    { key: 'task_name', header: t('columns.task') },
    { key: 'status', header: t('columns.status'), render: (row) => <MaintenanceStatusBadge status={row.status} /> },
    { key: 'last_done', header: t('columns.lastDone'), render: words.lastDone },
    {
      key: 'next_due',
      header: t('columns.nextDue'),
      render: (row) => (
        <Stack gap={0}>
          {[words.byDate(row), words.byKm(row)]
            .filter((line) => line !== null)
            .map((line) => (
              <Text key={line} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {line}
              </Text>
            ))}
        </Stack>
      ),
    },
    { key: 'current_odometer', header: t('columns.odometer'), render: (row) => words.km(row.current_odometer) },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 80,
      render: (row) => {
        const label = t('recordDoneOf', { task: row.task_name, equipment: row.equipment_number });
        return (
          <Tooltip label={t('recordDone')}>
            <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={() => onRecordDone(row)}>
              <IconCircleCheck size={18} />
            </ActionIcon>
          </Tooltip>
        );
      },
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.vehicle_id}-${row.task_id}`}
      caption={t('tableCaption')}
      loading={loading}
      visibleColumns={visibleColumns}
      phoneColumns={phoneColumns}
      rowStyle={(row) =>
        row.status === 'overdue'
          ? rowColorStyle(overdueRowColor)
          : row.status === 'due_soon'
            ? rowColorStyle(dueSoonRowColor)
            : undefined
      }
    />
  );
}
