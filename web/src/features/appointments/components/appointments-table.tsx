import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import type { Appointment } from '@fleet-ops/shared';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../../../components/data-table/edit-delete-actions';
import { DataTable, type DataTableColumn, type SortState } from '../../../components/data-table/data-table';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDate, formatTime } from '../../../lib/format';
import { useValueLabel } from '../../../lib/value-label';
import { useIsPhone } from '../../../components/layout/use-sidebar';
import { CommentCell } from './comment-cell';

/** What a phone has room for without scrolling sideways: the rest is in the edit popup. */
const phoneColumns = ['date', 'equipment_number', 'actions'];

type AppointmentsTableProps = {
  appointments: Appointment[];
  loading: boolean;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  onEdit: (appointment: Appointment) => void;
  onDelete: (appointment: Appointment) => void;
  /** Mark the visit done (date, odometer), or take that back. */
  onMarkDone: (appointment: Appointment) => void;
  onUndoDone: (appointment: Appointment) => void;
  /** The columns the admin chose in Column Options (a phone shows its own few instead). */
  visibleColumns?: readonly string[];
};

export function AppointmentsTable({
  appointments,
  loading,
  sort,
  onSortChange,
  onEdit,
  onDelete,
  onMarkDone,
  onUndoDone,
  visibleColumns,
}: AppointmentsTableProps) {
  const { t } = useTranslation('appointments');
  const isPhone = useIsPhone();
  const label = useValueLabel();

  const columns: DataTableColumn<Appointment>[] = [
    {
      key: 'date',
      header: t('columns.date'),
      sortable: true,
      render: (row) =>
        isPhone ? (
          <Stack gap={0}>
            <Text size="sm">{formatDate(row.date)}</Text>
            <Text size="xs" c="dimmed">
              {formatTime(row.time)}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(row.date)}
          </Text>
        ),
    },
    {
      key: 'time',
      header: t('columns.time'),
      sortable: true,
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatTime(row.time)}
        </Text>
      ),
    },
    {
      key: 'equipment_number',
      header: t('columns.equipmentNumber'),
      sortable: true,
      render: (row) =>
        isPhone ? (
          <Stack gap={0}>
            <Text size="sm">
              <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />
            </Text>
            <Text size="xs" c="dimmed">
              {label('appointmentType', row.appointment_type)}
            </Text>
          </Stack>
        ) : (
          <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />
        ),
    },
    { key: 'VIN_No', header: t('columns.vin'), sortable: true },
    { key: 'vehicle_type', header: t('columns.vehicle'), sortable: true },
    {
      key: 'appointment_type',
      header: t('columns.appointment'),
      sortable: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <span>
            {label('appointmentType', row.appointment_type)}
            {row.service_task_name && ` · ${row.service_task_name}`}
          </span>
          {row.done_on && (
            <Badge color="green" variant="light">
              {t('done.badge')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'location_name',
      header: t('columns.location'),
      sortable: true,
      render: (row) => label('location', row.location_name),
    },
    {
      key: 'comments',
      header: t('columns.comments'),
      sortable: true,
      render: (row) => <CommentCell comments={row.comments} />,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 136,
      render: (row) => {
        const names = { equipment: row.equipment_number, date: formatDate(row.date) };
        const done = row.done_on !== null;
        return (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color={done ? 'gray' : 'green'}
              size="lg"
              aria-label={t(done ? 'done.undo' : 'done.mark', names)}
              onClick={() => (done ? onUndoDone(row) : onMarkDone(row))}
            >
              {done ? <IconCircleX size={18} /> : <IconCircleCheck size={18} />}
            </ActionIcon>
            <EditDeleteActions
              editLabel={t('actions.edit', names)}
              deleteLabel={t('actions.delete', names)}
              onEdit={() => onEdit(row)}
              onDelete={() => onDelete(row)}
            />
          </Group>
        );
      },
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={appointments}
      rowKey={(row) => row.id}
      caption={t('tableCaption')}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      visibleColumns={visibleColumns}
      phoneColumns={phoneColumns}
    />
  );
}
