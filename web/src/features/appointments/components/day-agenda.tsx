import { Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { commentPreview, type Appointment } from '@fleet-ops/shared';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../lib/format';
import { useValueLabel } from '../../../lib/value-label';
import { chipStyle } from './appointments-calendar';
import classes from './appointments-calendar.module.css';

type DayAgendaProps = {
  day: string;
  appointments: Appointment[];
  onOpen: (appointment: Appointment) => void;
  onAdd: (day: string) => void;
};

/** The selected day's bookings in full, each opening its edit popup, and a way to add one that day. */
export function DayAgenda({ day, appointments, onOpen, onAdd }: DayAgendaProps) {
  const { t } = useTranslation('appointments');
  const label = useValueLabel();
  return (
    <Paper withBorder p="sm" mt="sm" radius="sm">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={3} size="h5">
          {formatDate(day)}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onAdd(day)}
          aria-label={t('calendar.addOn', { date: formatDate(day) })}
        >
          {t('addNew')}
        </Button>
      </Group>
      {appointments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('calendar.none')}
        </Text>
      ) : (
        <Stack gap={6}>
          {appointments.map((appointment) => (
            <UnstyledButton
              key={appointment.id}
              className={classes.chip}
              style={{ ...chipStyle(appointment), whiteSpace: 'normal', padding: '6px 8px' }}
              onClick={() => onOpen(appointment)}
            >
              <Text size="sm" fw={600} span>
                {formatTime(appointment.time)} {label('appointmentType', appointment.appointment_type)}
              </Text>{' '}
              <Text size="sm" span>
                · {appointment.equipment_number} · {appointment.vehicle_type} ·{' '}
                {label('location', appointment.location_name)}
              </Text>
              {appointment.comments && (
                <Text size="xs" c="dimmed" mt={2}>
                  {commentPreview(appointment.comments)}
                </Text>
              )}
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
