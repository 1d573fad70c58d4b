import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import type { appointmentColumns, Appointment } from '@fleet-ops/shared';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../../../components/data-table/edit-delete-actions';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDate, formatTime } from '../../../lib/format';
import { useValueLabel } from '../../../lib/value-label';
import { useIsPhone } from '../../../components/layout/use-sidebar';
import { CommentCell } from './comment-cell';

/** What a phone has room for without scrolling sideways: the rest is in the edit popup. */
export const appointmentPhoneColumns = ['date', 'equipment_number', 'actions'];

/** What a row's buttons do: edit, delete, mark the visit done (date, odometer) or take that back. */
type AppointmentActions = {
  onEdit: (appointment: Appointment) => void;
  onDelete: (appointment: Appointment) => void;
  onMarkDone: (appointment: Appointment) => void;
  onUndoDone: (appointment: Appointment) => void;
};

/** The appointments table's cells: a phone folds the time under the date and the type under the vehicle. */
export function useAppointmentCells({
  onEdit,
  onDelete,
  onMarkDone,
  onUndoDone,
}: AppointmentActions): CatalogueCells<Appointment, typeof appointmentColumns> {
  const { t } = useTranslation('appointments');
  const isPhone = useIsPhone();
  const label = useValueLabel();

  const cells: CatalogueCells<Appointment, typeof appointmentColumns> = {
    date: {
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
    time: {
      sortable: true,
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatTime(row.time)}
        </Text>
      ),
    },
    equipment_number: {
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
    VIN_No: { sortable: true },
    vehicle_type: { sortable: true },
    appointment_type: {
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
    location_name: {
      sortable: true,
      render: (row) => label('location', row.location_name),
    },
    comments: {
      sortable: true,
      render: (row) => <CommentCell comments={row.comments} />,
    },
    actions: {
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
  };
  return cells;
}
