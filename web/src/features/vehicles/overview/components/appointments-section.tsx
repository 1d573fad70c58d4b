import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Appointment } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { useValueLabel } from '../../../../lib/value-label';
import { vehicleOverviewNamespace } from '../i18n';
import { OverviewSection } from './overview-section';

function AppointmentList({
  title,
  empty,
  appointments,
}: {
  title: string;
  empty: string;
  appointments: Appointment[];
}) {
  const label = useValueLabel();
  return (
    <Stack gap={6}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {appointments.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Stack component="ul" gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {appointments.map((appointment) => (
            <Text component="li" size="sm" key={appointment.id}>
              <Text span fw={600}>
                {formatDateTime(`${appointment.date} ${appointment.time}:00`)}
              </Text>{' '}
              · {label('appointmentType', appointment.appointment_type)} ·{' '}
              {label('location', appointment.location_name)}
              {appointment.comments && (
                <Text span c="dimmed">
                  {' '}
                  · {appointment.comments}
                </Text>
              )}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The next bookings (nearest first) beside the latest past ones. */
export function AppointmentsSection({
  upcoming,
  past,
  link,
  equipment,
}: {
  upcoming: Appointment[];
  past: Appointment[];
  link: string;
  equipment: string;
}) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  return (
    <OverviewSection
      title={t('appointments.title')}
      links={[{ to: link, label: t('appointments.openAll', { equipment }) }]}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AppointmentList
          title={t('appointments.upcoming')}
          empty={t('appointments.noneUpcoming')}
          appointments={upcoming}
        />
        <AppointmentList title={t('appointments.past')} empty={t('appointments.nonePast')} appointments={past} />
      </SimpleGrid>
    </OverviewSection>
  );
}
