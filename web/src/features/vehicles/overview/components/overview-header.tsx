import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Vehicle, VehicleOverviewDriver } from '@fleet-ops/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnershipBadge } from '../../../../components/ownership-badge/ownership-badge';
import { formatDate, formatDateTime, formatNumber } from '../../../../lib/format';
import { useValueLabel } from '../../../../lib/value-label';
import { ExpiryCell, VehicleExpiryLegend } from '../../components/vehicle-cells';
import { vehicleOverviewNamespace } from '../i18n';
import { OverviewImages } from './overview-images';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Enabled and shown say so in words; disabled and hidden also stand out as dark badges, as in the list. */
function VehicleStatus({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  return (
    <Group gap={6}>
      {vehicle.enabled ? (
        <Text size="sm">{t('status.enabled')}</Text>
      ) : (
        <Badge color="gray.8" variant="filled">
          {t('status.disabled')}
        </Badge>
      )}
      {vehicle.status === 'hidden' ? (
        <Badge color="dark.7" variant="filled">
          {t('status.hidden')}
        </Badge>
      ) : (
        <Text size="sm">· {t('status.shown')}</Text>
      )}
    </Group>
  );
}

function CurrentDrivers({ drivers }: { drivers: VehicleOverviewDriver[] }) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  if (drivers.length === 0) return <Text size="sm">{t('drivers.none')}</Text>;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {drivers.map((driver) => (
        <Text component="li" size="sm" key={driver.slot}>
          <Text span size="xs" c="dimmed" fw={600}>
            {t('drivers.slot', { slot: driver.slot })}
          </Text>{' '}
          <Text span fw={600}>
            {driver.driver_name}
          </Text>{' '}
          {driver.temporary && driver.assigned_to_date ? (
            <Badge color="orange" variant="light" tt="none" style={{ '--badge-color': 'var(--mantine-color-black)' }}>
              {t('drivers.temporary', { end: formatDateTime(driver.assigned_to_date) })}
            </Badge>
          ) : (
            <Text span size="sm" c="dimmed">
              {t('drivers.since', { start: formatDateTime(driver.assigned_from_date) })}
            </Text>
          )}
          {driver.note && (
            <Text span size="sm">
              {' '}
              · {driver.note}
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}

const documentFields = [
  ['abg_mva_stickers', 'stickers'],
  ['insurance_expiry', 'insurance'],
  ['reg_expiry', 'registration'],
  ['inspection_date', 'inspectionDate'],
  ['battery_expiry', 'battery'],
  ['tire_expiry', 'tire'],
] as const;

/** Each document date in the list's colours; a missing one says so. */
function Documents({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation([vehicleOverviewNamespace, 'vehicles']);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        {documentFields.map(([field, label]) => (
          <Field key={field} label={t(`vehicles:columns.${label}`)}>
            {vehicle[field] ? (
              <ExpiryCell date={vehicle[field]} flag={vehicle.expiry[field]} />
            ) : field === 'inspection_date' && vehicle.inspection_status === 'pending' ? (
              t('documents.inspectionPending')
            ) : (
              t('documents.notSet')
            )}
          </Field>
        ))}
        {vehicle.ownership_type === 'rent' && vehicle.rental_return_date && (
          <Field label={t('documents.rentalReturn')}>{formatDate(vehicle.rental_return_date)}</Field>
        )}
      </SimpleGrid>
      <VehicleExpiryLegend />
    </Stack>
  );
}

/** Who and what the vehicle is: identity, status, drivers, documents and images. */
export function OverviewHeader({ vehicle, drivers }: { vehicle: Vehicle; drivers: VehicleOverviewDriver[] }) {
  const { t } = useTranslation([vehicleOverviewNamespace, 'vehicles']);
  const label = useValueLabel();
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {t('title', { equipment: vehicle.equipment_number })}
        </Title>
        <OwnershipBadge ownership={vehicle.ownership_type} label={t(`vehicles:ownership.${vehicle.ownership_type}`)} />
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="sm">
            <Field label={t('fields.plate')}>{vehicle.license_plate_no}</Field>
            <Field label={t('fields.parentType')}>{label('parentType', vehicle.vehicle_parent_type)}</Field>
            <Field label={t('fields.vehicle')}>{vehicle.vehicle_type}</Field>
            <Field label={t('fields.vin')}>{vehicle.VIN_no}</Field>
            <Field label={t('fields.status')}>
              <VehicleStatus vehicle={vehicle} />
            </Field>
            <Field label={t('fields.location')}>{vehicle.location_name}</Field>
            <Field label={t('fields.odometer')}>{formatNumber(vehicle.last_odm_read)}</Field>
            <Field label={t('fields.ppeNo')}>{vehicle.ppe_no}</Field>
          </SimpleGrid>
          <Field label={t('drivers.title')}>
            <CurrentDrivers drivers={drivers} />
          </Field>
          <Field label={t('documents.title')}>
            <Documents vehicle={vehicle} />
          </Field>
          <Field label={t('images.title')}>
            <OverviewImages vehicle={vehicle} />
          </Field>
        </Stack>
      </Paper>
    </Stack>
  );
}
