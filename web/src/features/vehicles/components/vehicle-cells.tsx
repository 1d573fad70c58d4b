import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ExpiryFlag, VehicleListRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExpiryChip, ExpiryLegend, type ExpiryLabels } from '../../../components/expiry-chip/expiry-chip';
import { OwnershipBadge } from '../../../components/ownership-badge/ownership-badge';
import { formatDate } from '../../../lib/format';

/** The row's link to its edit page, with Hidden, Disabled and Out of service marked (in words, not only in colour). */
export function EquipmentCell({ vehicle }: { vehicle: VehicleListRow }) {
  const { t } = useTranslation('vehicles');
  return (
    <Stack gap={2} align="flex-start">
      <Anchor component={Link} to={`/vehicles/${vehicle.id}`} fw={600} size="sm">
        {vehicle.equipment_number}
      </Anchor>
      {(vehicle.status === 'hidden' || !vehicle.enabled || vehicle.out_of_service) && (
        <Group gap={4}>
          {vehicle.status === 'hidden' && (
            <Badge size="xs" color="dark.7" variant="filled">
              {t('badges.hidden')}
            </Badge>
          )}
          {!vehicle.enabled && (
            <Badge size="xs" color="gray.8" variant="filled">
              {t('badges.disabled')}
            </Badge>
          )}
          {vehicle.out_of_service && (
            <Badge size="xs" color="red.8" variant="filled">
              {t('badges.outOfService')}
            </Badge>
          )}
        </Group>
      )}
    </Stack>
  );
}

export function VehicleOwnership({ vehicle }: { vehicle: Pick<VehicleListRow, 'ownership_type'> }) {
  const { t } = useTranslation('vehicles');
  return <OwnershipBadge ownership={vehicle.ownership_type} label={t(`ownership.${vehicle.ownership_type}`)} />;
}

const slots = [1, 2, 3] as const;

/** The current driver of each slot, as 'D1 Ann Tremblay'. */
export function DriversCell({ vehicle }: { vehicle: VehicleListRow }) {
  const { t } = useTranslation('vehicles');
  const filled = slots.flatMap((slot) => {
    const name = vehicle[`driver_${slot}_name`];
    return name ? [{ slot, name }] : [];
  });
  if (filled.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('noDrivers')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {filled.map(({ slot, name }) => (
        <Text key={slot} size="sm" style={{ whiteSpace: 'nowrap' }}>
          <Text span size="xs" c="dimmed" fw={600}>
            {t('slot', { slot })}
          </Text>{' '}
          {name}
        </Text>
      ))}
    </Stack>
  );
}

function useExpiryLabels(): ExpiryLabels {
  const { t } = useTranslation('vehicles');
  return { expired: t('expiry.expired'), expiring: t('expiry.expiring'), ok: t('expiry.ok') };
}

/** A sticker, insurance, registration, inspection, battery or tire date, coloured by the server's flag. */
export function ExpiryCell({ date, flag }: { date: string | null; flag: ExpiryFlag | null }) {
  const labels = useExpiryLabels();
  if (!date) return null;
  return <ExpiryChip text={formatDate(date)} status={flag ?? 'ok'} labels={labels} />;
}

/** Red on or before today, orange within a month. */
export function VehicleExpiryLegend() {
  const { t } = useTranslation('vehicles');
  return <ExpiryLegend title={t('expiry.legend')} labels={useExpiryLabels()} />;
}
